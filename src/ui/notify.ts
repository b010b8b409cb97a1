import { toastsReady } from './toasts-ready';

// One message per problem. A failure is shown once however often it repeats (its text is its id, so a second
// identical failure replaces the first instead of piling up), and any later successful save clears the failures
// still on screen: they describe a state that no longer holds. Forms and dialogs show their own problems inline
// and never toast them.
//
// sonner is loaded with the first toast, not with the page (ui/toasts-ready.ts).

const failuresOnScreen = new Set<string>();

export function notifyFailure(message: string) {
  failuresOnScreen.add(message);
  void toastsReady().then((toast) =>
    toast.error(message, {
      id: message,
      onDismiss: () => failuresOnScreen.delete(message),
      onAutoClose: () => failuresOnScreen.delete(message),
    }),
  );
}

export function clearFailures() {
  const shown = [...failuresOnScreen];
  failuresOnScreen.clear();
  if (shown.length === 0) return;
  void toastsReady().then((toast) => {
    for (const id of shown) toast.dismiss(id);
  });
}

export function notifySuccess(message: string) {
  clearFailures();
  void toastsReady().then((toast) => toast.success(message));
}
