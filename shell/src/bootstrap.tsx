import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { start, type LifeCycles } from 'single-spa';
import { CSRF_COOKIE, readCookie, readPageData, regionRootId } from '@sohnne/platform';
import { createA11yMode } from './a11y-mode';
import { ShellApp } from './layout/ShellApp';
import type { ShellServices } from './layout/context';
import { routeTable, type MfeManifest } from './manifest';
import { registerMfes } from './mfes';
import { createShell } from './platform';
import { rememberCampaign } from './platform/campaign';
import { createRemotes } from './remotes';
import { createShellRoutes } from './routes';
import { reportMfeFailure, startRum } from './vitals';
import { createChatWidget } from './widgets/chat';

function lifecyclesOf(module: unknown, name: string): LifeCycles {
  const candidates = [module, (module as { default?: unknown } | null)?.default];
  const found = candidates.find((candidate): candidate is LifeCycles => {
    const value = candidate as Partial<LifeCycles> | null | undefined;
    return !!value && !!value.bootstrap && !!value.mount && !!value.unmount;
  });
  if (!found) throw new Error(`${name}/app does not export single-spa lifecycles`);
  return found;
}

async function main() {
  document.documentElement.dataset.shellVersion = __SHELL_VERSION__;
  rememberCampaign(window.location.search);
  // Rendered by the shell server: the manifest, shell state and regions it used come with the page.
  const data = readPageData();
  const remotes = createRemotes(undefined, undefined, data?.manifest);
  const manifest = await remotes.manifest().catch((error: unknown): MfeManifest => {
    console.error('[shell] MFE manifest unavailable', error);
    return { mfes: {} };
  });
  const routes = createShellRoutes(routeTable(manifest));
  const versionOf = (name: string) => manifest.mfes[name]?.version ?? '';
  startRum({ ownerOf: (pathname) => routes.owner(pathname)?.mfe ?? null, versionOf });

  const chat = createChatWidget();
  const shell = createShell(remotes, routes, chat, data ?? undefined);
  const a11y = createA11yMode(data?.a11y ?? false);
  const mfes = registerMfes({
    names: routes.names,
    owner: (pathname) => routes.owner(pathname)?.mfe ?? null,
    load: async (name) => lifecyclesOf(await remotes.load(name, 'app'), name),
    platform: shell.platform,
    onPageFailed: () => shell.pageLoad.done(),
    versionOf,
    report: reportMfeFailure,
  });

  window.addEventListener('single-spa:before-routing-event', (event) => {
    const trigger = (event as CustomEvent<{ originalEvent?: { singleSpaTrigger?: string } }>).detail
      ?.originalEvent?.singleSpaTrigger;
    const before = shell.navigation.route.get().path;
    shell.navigation.sync();
    if (trigger === 'pushState' && shell.navigation.route.get().path !== before)
      window.scrollTo(0, 0);
  });

  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  // Each region's starting HTML, read before anything changes it: the server's, or an empty root element.
  const regions = Object.fromEntries(
    routes.names.map((name) => [
      name,
      document.getElementById(`mfe-${name}`)?.innerHTML || `<div id="${regionRootId(name)}"></div>`,
    ]),
  );
  // The layout's forms keep the server's token as rendered; once hydrated they post through scripts.
  const formToken = readCookie(CSRF_COOKIE) ?? '';
  const services: ShellServices = { shell, routes, mfes, chat, a11y, regions, formToken };
  // The MFEs mount into their regions once the layout is in the page.
  await new Promise<void>((ready) => {
    const app = <ShellApp services={services} onReady={ready} />;
    // Hydrated as a transition, so React yields to the browser every few milliseconds instead of one long
    // task: the server HTML is already on screen, and a phone's main thread stays free for input.
    if (data) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
  });

  shell.navigation.enter({ serverRendered: !!data });
  if (!data) {
    void shell.platform.session.refresh();
    void shell.currency.load();
  }
  if (!data || data.cartUnavailable) void shell.platform.cart.refresh();
  start({ urlRerouteOnly: true });
}

void main();
