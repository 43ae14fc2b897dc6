/** Compile-time constant from createShellConfig (the shell package version). */
declare const __SHELL_VERSION__: string;

/** Set by /runtime-config.js, which the edge serves before the bundle. Every field is optional. */
interface SohnneChatConfig {
  /** Script of a third-party chat widget; when absent the shell's own contact dialog is used. */
  scriptUrl?: string;
  /** Global the widget script defines (default 'SohnneChat'); the shell calls its show(). */
  globalName?: string;
  [option: string]: unknown;
}

interface SohnneRuntimeConfig {
  /** The shop's public origin (PUBLIC_URL): canonical, Open Graph and JSON-LD URLs start with it. */
  publicUrl?: string;
  chat?: SohnneChatConfig;
  /** Third-party newsletter, contact and review widgets (see @sohnne/platform's ProviderWidget). */
  widgets?: import('./platform/widgets').ProviderWidgetConfig;
}

interface Window {
  __SOHNNE_CONFIG__?: SohnneRuntimeConfig;
  dataLayer?: Record<string, unknown>[];
}
