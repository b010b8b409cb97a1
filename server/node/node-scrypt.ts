import { scrypt } from 'node:crypto';
import type { DeriveKey } from '../src/auth/password.ts';

/** scrypt from `node:crypto`: native and on libuv's thread pool, so hashing never blocks the event loop. */
export const nodeScrypt: DeriveKey = (password, salt, { N, r, p }, keyLength) => {
  // maxmem must exceed 128 * N * r, or Node refuses the parameters.
  const maxmem = 256 * N * r + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(new Uint8Array(key.buffer, key.byteOffset, key.byteLength)),
    );
  });
};
