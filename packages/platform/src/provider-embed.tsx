import { useEffect, type ReactNode } from 'react';
import type { ProviderWidgetName } from './contract';
import { usePlatform } from './index';

// Its own entry ('@sohnne/platform/src/provider-embed').

const loaded = new Set<string>();

/** Adds a provider's script to the page once, however many embeds use it. */
function loadScriptOnce(src: string) {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.onerror = () => {
    loaded.delete(src);
    console.error(`[widgets] ${src} could not be loaded`);
  };
  document.head.appendChild(script);
}

/**
 * A third-party widget where one is configured (its container with the provider's attributes, its script
 * loaded once in the browser), else `children`: the shop's own form or list, which works without anyone.
 * The server and the browser know the same configuration, so both render the same element.
 */
export function ProviderEmbed({
  name,
  placeholder,
  children,
}: {
  name: ProviderWidgetName;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const widget = usePlatform().widgets.get(name);
  useEffect(() => {
    if (widget) loadScriptOnce(widget.scriptUrl);
  }, [widget]);
  if (!widget) return <>{children}</>;
  // The provider's script fills the container; until then it shows the placeholder.
  return (
    <div data-provider-widget={name} {...widget.attributes}>
      {placeholder}
    </div>
  );
}
