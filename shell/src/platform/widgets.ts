import type { ProviderWidget, ProviderWidgetName, WidgetsApi } from '@sohnne/platform';

export type ProviderWidgetConfig = Partial<Record<ProviderWidgetName, Partial<ProviderWidget>>>;

/** The providers the edge configured (runtime-config.js in the browser, the edge's settings on the server). */
export function createWidgets(config: ProviderWidgetConfig = {}): WidgetsApi {
  const widgets = new Map<ProviderWidgetName, ProviderWidget>();
  for (const [name, widget] of Object.entries(config) as [
    ProviderWidgetName,
    Partial<ProviderWidget>,
  ][]) {
    if (typeof widget?.scriptUrl !== 'string' || !/^https?:\/\//.test(widget.scriptUrl)) continue;
    const attributes = Object.fromEntries(
      Object.entries(widget.attributes ?? {}).filter(
        ([key, value]) => /^data-[a-z-]+$/.test(key) && typeof value === 'string',
      ),
    );
    widgets.set(name, { scriptUrl: widget.scriptUrl, attributes });
  }
  return { get: (name) => widgets.get(name) ?? null };
}
