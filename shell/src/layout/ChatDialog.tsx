import { lazy, Suspense } from 'react';
import { useShell, useStore } from './context';

// Opened only on request, so its code is fetched then rather than with every page.
const ChatPanel = lazy(() => import('./ChatPanel'));

/** The local chat default: how to reach the shop when no chat widget is configured. */
export function ChatDialog() {
  const { chat } = useShell();
  const open = useStore(chat.localOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel onClose={chat.close} />
    </Suspense>
  );
}
