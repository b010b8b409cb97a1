import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { JOIN_MIN_FILL_SECONDS, serverErrors } from '../../../../src/contract/index.ts';
import { constantTimeEqual, toBase64Url } from '../../auth/bytes.ts';
import { invalid } from '../shared/domain-errors.ts';

// The page's stamp (docs/join-form.md): the moment the server gave the page, signed with the form's key, so a
// sign-up proves how long ago its page was loaded by the server's clock alone — nothing is stored per visit and
// nothing the browser says about time is believed.

/** A page older than this is stale: its lessons and seats may be long gone. */
const STAMP_LIFETIME_MS = 24 * 60 * 60 * 1000;

const signatureOf = (key: string, code: string, issued: number) =>
  toBase64Url(hmac(sha256, utf8ToBytes(key), utf8ToBytes(`${code}.${issued}`)));

/** The stamp of a page given at `now`. */
export function issueStamp(form: { code: string; stampKey: string }, now: Date): string {
  const issued = now.getTime();
  return `${issued.toString(36)}.${signatureOf(form.stampKey, form.code, issued)}`;
}

/**
 * Refuses a stamp that is not this form's, is older than a day, or came back sooner than a person fills the form
 * in. The key and the code sign it together, so a new code voids the stamps of the old link too.
 */
export function assertStampAged(form: { code: string; stampKey: string }, stamp: string, now: Date): void {
  const [issuedText = '', signature = ''] = stamp.split('.');
  const issued = /^[0-9a-z]{1,12}$/.test(issuedText) ? Number.parseInt(issuedText, 36) : Number.NaN;
  if (
    !Number.isSafeInteger(issued) ||
    !constantTimeEqual(utf8ToBytes(signature), utf8ToBytes(signatureOf(form.stampKey, form.code, issued)))
  )
    throw invalid(serverErrors.joinStampInvalid);
  const age = now.getTime() - issued;
  if (age > STAMP_LIFETIME_MS) throw invalid(serverErrors.joinStampInvalid);
  if (age < JOIN_MIN_FILL_SECONDS * 1000) throw invalid(serverErrors.joinTooFast);
}
