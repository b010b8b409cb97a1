import { toErrorMessage } from '@/lib/http';

/**
 * Spec, section 8: a lead that could not be added or saved is reported in a browser alert with the message.
 * The alert waits for the next task, so the rolled-back row is already on screen behind it.
 */
export function alertFailure(error: unknown): void {
  const message = toErrorMessage(error, 'leads');
  setTimeout(() => window.alert(message), 0);
}
