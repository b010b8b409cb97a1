import type { toast as sonnerToast } from 'sonner';

// sonner is loaded when the first toast is asked for, not with the page (it keeps the families' cabinet's first page
// in its budget, docs/cabinet.md): ui/notify asks, ui/app-toaster then mounts sonner's Toaster lazily
// (ui/sonner-toaster.tsx), and the toast waits until that Toaster listens — one published before would be lost.

type Toast = typeof sonnerToast;

let markReady: (toast: Toast) => void = () => {};
const ready = new Promise<Toast>((resolve) => {
  markReady = resolve;
});

let wanted = false;
const listeners = new Set<() => void>();

/** sonner's `toast` once a Toaster is on screen; the first call has the Toaster loaded. */
export function toastsReady(): Promise<Toast> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

/** Whether a toast has been asked for yet (for useSyncExternalStore). */
export const toastsWanted = () => wanted;

export function onToastsWanted(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const toasterMounted = (toast: Toast) => markReady(toast);
