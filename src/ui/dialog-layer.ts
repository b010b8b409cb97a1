import { useSyncExternalStore } from 'react';

// A modal <dialog> sits in the browser's top layer, above any z-index: messages shown beside it (toasts) would be
// hidden under its backdrop. The open modals are kept here, the latest last, so the toasts can be drawn inside the
// top one.

let stack: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly HTMLDialogElement[]) {
  stack = next;
  for (const listener of listeners) listener();
}

export function enterTopLayer(dialog: HTMLDialogElement) {
  publish([...stack.filter((open) => open !== dialog), dialog]);
}

export function leaveTopLayer(dialog: HTMLDialogElement) {
  if (stack.includes(dialog)) publish(stack.filter((open) => open !== dialog));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The modal dialog on top, or null when none is open. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, () => stack.at(-1) ?? null);
}
