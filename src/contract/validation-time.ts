import type { SchoolTime } from './clock';

/**
 * The school's moment for the contract's date rules: "not in the future" and an instant read as the school's day.
 * A zod schema cannot take an argument per parse, so the caller sets the moment around exactly one parse —
 * the server's endpoint layer with the caller's school time, a form with the SPA's clock. zod parses
 * synchronously, so no other parse can run inside that window.
 */
let current: SchoolTime | null = null;

export function validateAt<T>(time: SchoolTime, parse: () => T): T {
  const previous = current;
  current = time;
  try {
    return parse();
  } finally {
    current = previous;
  }
}

/** The moment set by `validateAt`; a date rule parsed outside one is a programming error, not a guess. */
export function validationTime(): SchoolTime {
  if (!current) throw new Error('A date rule was checked outside validateAt(): the school time is unknown');
  return current;
}
