import { serverErrors } from '../../../../src/contract/index.ts';

/**
 * What a service says when it refuses: the kind of refusal and the Russian message for the person. Services throw
 * these and know nothing of HTTP; the one error handler (`http/error-handler.ts`) turns each kind into its status.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-many'
  /** An outside service the request needs (Telegram, a mail server) did not answer. */
  | 'unavailable';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** For `too-many`: how long to wait before asking again, in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: DomainErrorKind, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The request's own data breaks a rule (a field, a date, a combination). */
export const invalid = (message: string) => new DomainError('invalid', message);
/** Nobody is signed in, or the code or credentials given do not match. */
export const unauthenticatedAs = (message: string) => new DomainError('unauthenticated', message);
/** The caller may not do this to this row. */
export const forbiddenAs = (message: string) => new DomainError('forbidden', message);
/** The row is not the caller's school's (or family's), or does not exist: the two are never told apart. */
export const notFoundAs = (message: string) => new DomainError('not-found', message);
/** The data as it stands refuses the change (a duplicate, a row still in use, a closed period). */
export const conflictAs = (message: string) => new DomainError('conflict', message);
/** An outside service did not answer; trying again later may work. */
export const unavailableAs = (message: string) => new DomainError('unavailable', message);
/** Too many attempts; the message names the wait in minutes. */
export const tooManyAs = (message: (minutes: number) => string, retryAfterSeconds: number) =>
  new DomainError('too-many', message(Math.ceil(retryAfterSeconds / 60)), retryAfterSeconds);

// The refusals said in the same words everywhere.
/** The row is not the caller's school's, or does not exist. */
export const notFound = () => notFoundAs(serverErrors.notFound);
/** The role may not do this at all (the permission table). */
export const forbidden = () => forbiddenAs(serverErrors.forbidden);
/** A school-scoped call by an account that belongs to no school (the platform admin). */
export const noSchool = () => forbiddenAs(serverErrors.noSchool);
/** A body that names another school than the caller's. */
export const otherSchool = () => forbiddenAs(serverErrors.otherSchool);
