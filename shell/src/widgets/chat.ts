import { createStore, type Store } from '@sohnne/platform';

/** The shop's own contact channels, shown when no chat widget is configured. */
export const CHAT_CONTACT = {
  phone: '+1 (555) 013-2025',
  phoneHref: 'tel:+15550132025',
  email: 'hello@sohnne.test',
  whatsapp: 'https://wa.me/15550132025',
} as const;

const DEFAULT_GLOBAL = 'SohnneChat';

interface ChatGlobal {
  show?: () => void;
}

export interface ChatWidget {
  /** True when a third-party widget script is configured in /runtime-config.js. */
  configured: boolean;
  /** Whether the shell's local contact dialog is open (only used when unconfigured). */
  localOpen: Store<boolean>;
  open(): Promise<void>;
  close(): void;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`chat widget script ${src} failed to load`));
    };
    document.head.appendChild(script);
  });
}

/** Adapter for the chat launcher: a configured third-party widget, or the local contact dialog. */
export function createChatWidget(
  config: SohnneChatConfig | undefined = window.__SOHNNE_CONFIG__?.chat,
): ChatWidget {
  const scriptUrl =
    typeof config?.scriptUrl === 'string' && config.scriptUrl ? config.scriptUrl : null;
  const globalName =
    typeof config?.globalName === 'string' && config.globalName
      ? config.globalName
      : DEFAULT_GLOBAL;
  const localOpen = createStore(false);
  let loading: Promise<void> | null = null;

  const showConfigured = async (src: string) => {
    loading ??= loadScript(src).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    try {
      await loading;
      const widget = (window as unknown as Record<string, ChatGlobal | undefined>)[globalName];
      if (typeof widget?.show !== 'function') {
        console.warn(`[shell] chat widget "${globalName}" is missing after loading ${src}`);
        return;
      }
      widget.show();
    } catch (error) {
      // The spec: a missing chat launcher is logged only.
      console.warn('[shell] chat widget unavailable', error);
    }
  };

  return {
    configured: scriptUrl !== null,
    localOpen,
    open: () => {
      if (scriptUrl) return showConfigured(scriptUrl);
      localOpen.set(true);
      return Promise.resolve();
    },
    close: () => localOpen.set(false),
  };
}
