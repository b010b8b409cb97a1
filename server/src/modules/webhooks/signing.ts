import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { fromBase64, randomBytes, toBase64 } from '../../auth/bytes.ts';

// Standard Webhooks (https://www.standardwebhooks.com): the secret is `whsec_` and base64 of random bytes; a
// delivery's signature is `v1,` and base64 of HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>` with the
// secret's bytes. Receivers check it with any of the spec's libraries.

const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${toBase64(randomBytes(24))}`;
}

/** A message id for `webhook-id`: unique, and the same on every retry. */
export function newMessageId(): string {
  return `msg_${Array.from(randomBytes(16), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The three headers of a delivery, signed at `at` (each try is signed afresh: receivers refuse old timestamps). */
export function signedHeaders(
  secret: string,
  messageId: string,
  at: Date,
  body: string,
): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = fromBase64(secret.slice(SECRET_PREFIX.length));
  const signature = toBase64(hmac(sha256, key, utf8ToBytes(`${messageId}.${timestamp}.${body}`)));
  return {
    'webhook-id': messageId,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}
