import {
  createStore,
  type FlashMessage,
  type ToastApi,
  type ToastKind,
  type Store,
} from '@sohnne/platform';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

export const TOAST_DURATION_MS = 4000;
const MAX_VISIBLE = 4;

export interface ShellToasts extends ToastApi {
  list: Store<readonly Toast[]>;
  dismiss(id: number): void;
}

/** The toasts a page starts with: the message a form's action left for it (the server's HTML shows it too). */
export function initialToasts(flash: FlashMessage | null | undefined): readonly Toast[] {
  return flash ? [{ id: 1, message: flash.text, kind: flash.kind }] : [];
}

export function createToasts(
  duration = TOAST_DURATION_MS,
  flash: FlashMessage | null = null,
): ShellToasts {
  const list = createStore<readonly Toast[]>(initialToasts(flash));
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = list.get().length + 1;
  for (const toast of list.get())
    timers.set(
      toast.id,
      setTimeout(() => dismiss(toast.id), duration),
    );

  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    list.set(list.get().filter((toast) => toast.id !== id));
  };

  const show = (message: string, kind: ToastKind = 'info') => {
    const toast: Toast = { id: nextId++, message, kind };
    const current = list.get();
    for (const dropped of current.slice(0, Math.max(0, current.length - MAX_VISIBLE + 1)))
      dismiss(dropped.id);
    list.set([...list.get(), toast]);
    timers.set(
      toast.id,
      setTimeout(() => dismiss(toast.id), duration),
    );
  };

  return {
    list,
    dismiss,
    show,
    success: (message) => show(message, 'success'),
    error: (message) => show(message, 'error'),
  };
}
