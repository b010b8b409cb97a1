import { toast } from 'sonner';

// One message per problem. A failure is shown once however often it repeats (its text is its id, so a second
// identical failure replaces the first instead of piling up), and any later successful save clears the failures
// still on screen: they describe a state that no longer holds. Forms and dialogs show their own problems inline
// and never toast them.

const failuresOnScreen = new Set<string>();

export function notifyFailure(message: string) {
  failuresOnScreen.add(message);
  toast.error(message, {
    id: message,
    onDismiss: () => failuresOnScreen.delete(message),
    onAutoClose: () => failuresOnScreen.delete(message),
  });
}

export function clearFailures() {
  for (const id of failuresOnScreen) toast.dismiss(id);
  failuresOnScreen.clear();
}

export function notifySuccess(message: string) {
  clearFailures();
  toast.success(message);
}
