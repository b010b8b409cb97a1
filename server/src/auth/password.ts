import { constantTimeEqual, fromBase64Url, randomBytes, toBase64Url } from './bytes.ts';

export type ScryptCost = { N: number; r: number; p: number };

/**
 * scrypt itself, supplied by the host: the Node host uses `node:crypto` (native, off the event loop); the mock
 * host in the browser uses a pure-JS implementation. Both write and read the same hashes.
 */
export type DeriveKey = (
  password: string,
  salt: Uint8Array,
  cost: ScryptCost,
  keyLength: number,
) => Promise<Uint8Array>;

// scrypt with N=2^15, r=8, p=1 (32 MiB, ~90 ms here). The cost is stored in every hash, so raising it later
// only affects new hashes and old ones still verify.
const COSTS = {
  production: { N: 2 ** 15, r: 8, p: 1 },
  // Test suites and the in-browser mock host create accounts by the dozen and sign in thousands of times (some
  // 4 000 derivations in a run of the server suite, 3 ms each at N=2^10); nothing else selects this.
  cheap: { N: 2 ** 6, r: 8, p: 1 },
} as const satisfies Record<string, ScryptCost>;
export type HashingCost = keyof typeof COSTS;

let deriveKey: DeriveKey | null = null;
let cost: ScryptCost = COSTS.production;

/**
 * Installs the host's scrypt, once at start. Hashing is the one Node-only primitive that services deep in the
 * core need (registration, staff, the seed), so it is installed here rather than threaded through every call.
 */
export function installPasswordHashing(derive: DeriveKey, level: HashingCost = 'production'): void {
  deriveKey = derive;
  setPasswordHashingCost(level);
}

/** Which cost new hashes get. Verification reads the cost from the hash itself. */
export function setPasswordHashingCost(level: HashingCost): void {
  cost = COSTS[level];
  decoyHash = undefined;
}

function derive(password: string, salt: Uint8Array, parameters: ScryptCost, keyLength: number) {
  if (!deriveKey)
    throw new Error('Password hashing is not installed: the host must call installPasswordHashing()');
  return deriveKey(password.normalize('NFC'), salt, parameters, keyLength);
}

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

// New hashes (registration, staff accounts, password changes) run one at a time: a burst of them queues here
// and leaves the other scrypt threads to logins, which keep their latency. Verification is not queued.
let hashingQueue: Promise<unknown> = Promise.resolve();

/** `scrypt$N$r$p$salt$hash` with base64url salt and hash: self-describing, so parameters can evolve. */
export function hashPassword(password: string): Promise<string> {
  const hashed = hashingQueue.then(async () => {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, cost, KEY_LENGTH);
    return [PREFIX, cost.N, cost.r, cost.p, toBase64Url(salt), toBase64Url(key)].join('$');
  });
  hashingQueue = hashed.catch(() => undefined);
  return hashed;
}

const isPowerOfTwo = (n: number) => (n & (n - 1)) === 0;
const inRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

function parseHash(stored: string) {
  const [prefix, n, r, p, salt, key] = stored.split('$');
  const parameters = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    prefix === PREFIX &&
    inRange(parameters.N, 2, 2 ** 20) &&
    isPowerOfTwo(parameters.N) &&
    inRange(parameters.r, 1, 32) &&
    inRange(parameters.p, 1, 16);
  const saltBytes = valid && salt !== undefined ? fromBase64Url(salt) : null;
  const keyBytes = valid && key !== undefined ? fromBase64Url(key) : null;
  if (!saltBytes || !keyBytes || keyBytes.length === 0) return null;
  return { parameters, salt: saltBytes, key: keyBytes };
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.parameters, parsed.key.length);
  return constantTimeEqual(key, parsed.key);
}

/**
 * A real hash of a random password, computed once. Checking an unknown email against it costs the same time
 * as a wrong password, so response times do not tell which emails have accounts.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(toBase64Url(randomBytes(16)));
  return decoyHash;
}
