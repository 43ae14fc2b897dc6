import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { start, type LifeCycles } from 'single-spa';
import { createA11yMode } from './a11y-mode';
import { ShellApp } from './layout/ShellApp';
import { registerMfes } from './mfes';
import { createShell } from './platform';
import { createRemotes } from './remotes';
import { MFE_NAMES, ownerOf } from './routes';
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

document.documentElement.dataset.shellVersion = __SHELL_VERSION__;

const remotes = createRemotes();
// Fetch the manifest right away; a failure is logged and the MFEs' loaders ask again later.
remotes.manifest().catch((error: unknown) => console.error('[shell] MFE manifest unavailable', error));

const shell = createShell(remotes);
const a11y = createA11yMode();
const chat = createChatWidget();

const mfes = registerMfes({
  names: MFE_NAMES,
  owner: ownerOf,
  load: async (name) => lifecyclesOf(await remotes.load(name, 'app'), name),
  platform: shell.platform,
  onPageFailed: () => shell.pageLoad.done(),
});

window.addEventListener('single-spa:before-routing-event', (event) => {
  const trigger = (event as CustomEvent<{ originalEvent?: { singleSpaTrigger?: string } }>).detail?.originalEvent?.singleSpaTrigger;
  const before = shell.navigation.route.get().path;
  shell.navigation.sync();
  if (trigger === 'pushState' && shell.navigation.route.get().path !== before) window.scrollTo(0, 0);
});

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
// The MFE region divs must exist before single-spa mounts anything into them.
flushSync(() => createRoot(container).render(<ShellApp services={{ shell, mfes, chat, a11y }} />));

shell.navigation.enter();
void shell.platform.session.refresh();
void shell.currency.load();
void shell.platform.cart.refresh();
start({ urlRerouteOnly: true });
