import { describe, expect, it } from 'vitest';
import { parseEnv } from '../node/env.ts';

describe('environment', () => {
  it('has defaults for a plain `npm start`', () => {
    expect(parseEnv({})).toEqual({
      PORT: 3000,
      DATA_DIR: './data',
      SEED_DEMO: true,
      COOKIE_SECURE: false,
      TRUST_PROXY: 0,
    });
  });

  it('reads every setting, treating empty values as unset', () => {
    const env = parseEnv({
      PORT: '8080',
      DATA_DIR: '/var/lib/ritm',
      DATABASE_URL: 'postgresql://ritm@db:5432/ritm',
      ADMIN_EMAIL: ' Admin@School.RU ',
      ADMIN_PASSWORD: 'длинный-пароль',
      SEED_DEMO: '0',
      COOKIE_SECURE: '1',
      TRUST_PROXY: 'yes',
      UNRELATED: 'x',
    });
    expect(env).toEqual({
      PORT: 8080,
      DATA_DIR: '/var/lib/ritm',
      DATABASE_URL: 'postgresql://ritm@db:5432/ritm',
      ADMIN_EMAIL: 'admin@school.ru',
      ADMIN_PASSWORD: 'длинный-пароль',
      SEED_DEMO: false,
      COOKIE_SECURE: true,
      TRUST_PROXY: 1,
    });
    expect(parseEnv({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ PORT: 3000 });
  });

  it.each(['0', 'false', 'off', 'NO'])('turns the demo off with SEED_DEMO=%s', (value) => {
    expect(parseEnv({ SEED_DEMO: value }).SEED_DEMO).toBe(false);
  });

  it.each([
    ['1', 1],
    ['2', 2],
    [' 10 ', 10],
    ['0', 0],
    ['true', 1],
    ['On', 1],
    ['yes', 1],
    ['false', 0],
    ['off', 0],
    ['no', 0],
  ])('reads TRUST_PROXY=%j as %i trusted proxy hops', (value, hops) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(hops);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1.5' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'nginx' }, 'TRUST_PROXY'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/ritm' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'admin@school.ru' }, 'ADMIN_EMAIL и ADMIN_PASSWORD задаются вместе'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'длинный-пароль' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'admin@school.ru', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
  ])('refuses %o, naming the problem', (source, problem) => {
    expect(() => parseEnv(source)).toThrow(problem);
  });
});
