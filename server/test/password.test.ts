import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, setPasswordHashingCost, verifyPassword } from '../src/auth/password.ts';

describe('password hashing', () => {
  // The other suites hash with a cheap cost; this one checks what production writes.
  beforeAll(() => setPasswordHashingCost('production'));
  afterAll(() => setPasswordHashingCost('cheap'));

  it('writes self-describing scrypt hashes with a fresh salt each time', async () => {
    const first = await hashPassword('танго-по-вторникам');
    const second = await hashPassword('танго-по-вторникам');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(second).not.toBe(first);
  });

  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('танго-по-вторникам');
    expect(await verifyPassword('танго-по-вторникам', hash)).toBe(true);
    expect(await verifyPassword('Танго-по-вторникам', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats composed and decomposed Unicode as the same password', async () => {
    const composed = 'ёлка-2026';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it('never matches a malformed or tampered hash', async () => {
    const hash = await hashPassword('secret-password');
    const parts = hash.split('$');
    const key = parts[5] ?? '';
    // Another first character, whatever the random key starts with.
    const tampered = [...parts.slice(0, 5), `${key.startsWith('A') ? 'B' : 'A'}${key.slice(1)}`].join('$');
    for (const stored of ['', 'plain-text', 'scrypt$1$8$1$c2FsdA$aGFzaA', 'bcrypt$whatever', tampered]) {
      expect(await verifyPassword('secret-password', stored), stored).toBe(false);
    }
  });

  it('verifies hashes made with other cost parameters, read from the hash itself', async () => {
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('old-password', salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('old-password', stored)).toBe(true);
    expect(await verifyPassword('new-password', stored)).toBe(false);
  });
});
