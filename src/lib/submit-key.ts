import { type DependencyList, useMemo } from 'react';

/** A random key, 24 hex digits (not `crypto.randomUUID`, which a school's plain-HTTP address lacks). */
function newKey(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The `Idempotency-Key` of a form's submit (docs/api.md, «Повтор запроса»): the same while what the form would send
 * stays the same — a double click or a retry after a lost answer writes once — and a new one as soon as anything
 * in it changes (a form cleared after a save sends its next payment under a new key).
 */
export function useSubmitKey(values: DependencyList): string {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key follows the form's values, given by the caller
  return useMemo(newKey, values);
}
