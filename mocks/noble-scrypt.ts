import { scryptAsync } from '@noble/hashes/scrypt.js';
import type { DeriveKey } from '../server/src/auth/password.ts';

/**
 * scrypt in plain JavaScript for the mock host (a browser tab has no `node:crypto`). It writes the same
 * `scrypt$N$r$p$…` hashes as the Node host; the mock host picks the cheap cost, since nothing it stores is real.
 */
export const nobleScrypt: DeriveKey = (password, salt, { N, r, p }, keyLength) =>
  scryptAsync(password, salt, { N, r, p, dkLen: keyLength });
