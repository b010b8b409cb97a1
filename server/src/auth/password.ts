import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with N=2^15, r=8, p=1 (32 MiB, ~90 ms here). The cost is stored in every hash, so raising it later
// only affects new hashes and old ones still verify.
const COSTS = {
  production: { N: 2 ** 15, r: 8, p: 1 },
  // Test suites create hundreds of accounts; a cheap cost keeps them fast. Nothing but tests selects it.
  test: { N: 2 ** 10, r: 8, p: 1 },
} as const;
let cost: ScryptOptions = COSTS.production;

/** Tests only: which cost new hashes get. Verification reads the cost from the hash itself. */
export function setPasswordHashingCost(level: keyof typeof COSTS): void {
  cost = COSTS[level];
  decoyHash = undefined;
}
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  // maxmem must exceed 128 * N * r, or Node refuses the parameters.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 0) + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` with base64url salt and hash: self-describing, so parameters can evolve. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parseHash(stored: string) {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  const N = Number(n);
  const cost = { N, r: Number(r), p: Number(p) };
  const valid =
    prefix === PREFIX &&
    Number.isInteger(N) &&
    N > 1 &&
    N <= 2 ** 20 &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(cost.r) &&
    cost.r > 0 &&
    cost.r <= 32 &&
    Number.isInteger(cost.p) &&
    cost.p > 0 &&
    cost.p <= 16 &&
    salt !== undefined &&
    key !== undefined;
  if (!valid) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/**
 * A real hash of a random password, computed once. Checking an unknown email against it costs the same time
 * as a wrong password, so response times do not tell which emails have accounts.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
