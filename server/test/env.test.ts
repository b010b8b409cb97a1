import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, parseEnv } from '../node/env.ts';

describe('environment', () => {
  it('has defaults for a plain `npm start`', () => {
    expect(parseEnv({})).toEqual({
      PORT: 3000,
      DATA_DIR: './data',
      SEED_DEMO: true,
      COOKIE_SECURE: false,
      TRUST_PROXY: 0,
      REGISTRATIONS_PER_HOUR: 20,
      MAIL_FROM: DEFAULT_MAIL_FROM,
      TELEGRAM_API_URL: 'https://api.telegram.org',
      TELEGRAM_WEBHOOK: false,
      BACKUP_DIR: './data/backups',
      BACKUP_HOUR: 3,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: false,
    });
    expect(DEFAULT_MAIL_FROM).toBe('Ритм <no-reply@localhost>');
  });

  it('reads every setting, treating empty values as unset', () => {
    const env = parseEnv({
      PORT: '8080',
      DATA_DIR: '/var/lib/ritm',
      DATABASE_URL: 'postgresql://ritm@db:5432/ritm',
      DATABASE_DIRECT_URL: 'postgresql://ritm@db-primary:5432/ritm',
      ADMIN_EMAIL: ' Admin@School.RU ',
      ADMIN_PASSWORD: 'длинный-пароль',
      SEED_DEMO: '0',
      COOKIE_SECURE: '1',
      TRUST_PROXY: 'yes',
      REGISTRATIONS_PER_HOUR: ' 500 ',
      SMTP_URL: ' smtps://school%40example.ru:секрет@smtp.example.ru:465 ',
      MAIL_FROM: ' Школа танца «Грация» <hello@gracia-dance.ru> ',
      TELEGRAM_API_URL: ' http://127.0.0.1:8081/ ',
      PUBLIC_URL: ' https://crm.gracia-dance.ru/ ',
      BACKUP_DIR: ' /mnt/backup/ritm ',
      BACKUP_COMMAND: ' rclone copy "$1" yandex:ritm ',
      BACKUP_HOUR: ' 4 ',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1',
      UNRELATED: 'x',
    });
    expect(env).toEqual({
      PORT: 8080,
      DATA_DIR: '/var/lib/ritm',
      DATABASE_URL: 'postgresql://ritm@db:5432/ritm',
      DATABASE_DIRECT_URL: 'postgresql://ritm@db-primary:5432/ritm',
      ADMIN_EMAIL: 'admin@school.ru',
      ADMIN_PASSWORD: 'длинный-пароль',
      SEED_DEMO: false,
      COOKIE_SECURE: true,
      TRUST_PROXY: 1,
      REGISTRATIONS_PER_HOUR: 500,
      SMTP_URL: 'smtps://school%40example.ru:секрет@smtp.example.ru:465',
      MAIL_FROM: 'Школа танца «Грация» <hello@gracia-dance.ru>',
      TELEGRAM_API_URL: 'http://127.0.0.1:8081',
      PUBLIC_URL: 'https://crm.gracia-dance.ru',
      // An https address: Telegram sends the bots' updates to it.
      TELEGRAM_WEBHOOK: true,
      BACKUP_DIR: '/mnt/backup/ritm',
      BACKUP_COMMAND: 'rclone copy "$1" yandex:ritm',
      BACKUP_HOUR: 4,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: true,
    });
    expect(
      parseEnv({
        PORT: '',
        DATABASE_URL: '  ',
        DATABASE_DIRECT_URL: '',
        SMTP_URL: ' ',
        MAIL_FROM: '',
        BACKUP_DIR: ' ',
        BACKUP_COMMAND: '',
      }),
    ).toEqual(parseEnv({}));
  });

  it('reaches the database itself for sessions at DATABASE_DIRECT_URL, or at DATABASE_URL without a pooler', () => {
    const pooler = 'postgres://ritm@127.0.0.1:6432/ritm';
    expect(parseEnv({ DATABASE_URL: pooler }).DATABASE_DIRECT_URL).toBe(pooler);
    expect(parseEnv({}).DATABASE_DIRECT_URL).toBeUndefined();
    expect(() => parseEnv({ DATABASE_DIRECT_URL: 'postgres://ritm@db/ritm' })).toThrow(
      'DATABASE_DIRECT_URL задаётся вместе с DATABASE_URL',
    );
  });

  it('takes the webhook only with a public https address, and lets an https installation poll instead', () => {
    expect(parseEnv({ PUBLIC_URL: 'http://localhost:3000' }).TELEGRAM_WEBHOOK).toBe(false);
    expect(parseEnv({ PUBLIC_URL: 'https://crm.example.ru', TELEGRAM_WEBHOOK: 'off' }).TELEGRAM_WEBHOOK).toBe(
      false,
    );
    expect(() => parseEnv({ TELEGRAM_WEBHOOK: 'on' })).toThrow(/только с публичным https-адресом/);
    expect(() => parseEnv({ PUBLIC_URL: 'crm.example.ru' })).toThrow(/PUBLIC_URL/);
  });

  it.each(['0', '-5', '2.5', 'много', '100001'])('refuses REGISTRATIONS_PER_HOUR=%s in Russian', (value) => {
    expect(() => parseEnv({ REGISTRATIONS_PER_HOUR: value })).toThrow(
      'REGISTRATIONS_PER_HOUR: REGISTRATIONS_PER_HOUR — целое число от 1 до 100000',
    );
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
    'smtp://smtp.example.ru',
    'smtp://user:pass@smtp.example.ru:587',
    'SMTPS://user:pass@smtp.example.ru:465',
    'smtp://127.0.0.1:2525?ignoreTLS=true',
  ])('takes SMTP_URL=%s', (url) => {
    expect(parseEnv({ SMTP_URL: url }).SMTP_URL).toBe(url);
  });

  it.each([
    'no-reply@localhost',
    'Ритм <no-reply@localhost>',
    '<school@example.ru>',
    '"Грация, школа танца" <hello@gracia-dance.ru>',
    'Школа <почта@школа.рф>',
  ])('takes MAIL_FROM=%s', (from) => {
    expect(parseEnv({ MAIL_FROM: from }).MAIL_FROM).toBe(from);
  });

  it.each([
    [{ SMTP_URL: 'smtp.example.ru:587' }, 'SMTP_URL должен начинаться с smtp:// или smtps://'],
    [{ SMTP_URL: 'http://smtp.example.ru' }, 'SMTP_URL должен начинаться с smtp:// или smtps://'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp:///path' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'Школа танца' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'school@' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'school example@example.ru' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Школа <school@example.ru' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Школа <not an address>' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Грация, школа <hello@gracia-dance.ru>' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'a@example.ru, b@example.ru' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Школа\r\nBcc: all@example.ru <school@example.ru>' }, 'MAIL_FROM'],
  ])('refuses mail settings %o, naming the problem', (source, problem) => {
    expect(() => parseEnv(source)).toThrow(problem);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1.5' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'nginx' }, 'TRUST_PROXY'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/ritm' }, 'DATABASE_URL'],
    [
      { DATABASE_URL: 'postgres://db/ritm', DATABASE_DIRECT_URL: 'db:5432' },
      'DATABASE_DIRECT_URL должен начинаться',
    ],
    [{ ADMIN_EMAIL: 'admin@school.ru' }, 'ADMIN_EMAIL и ADMIN_PASSWORD задаются вместе'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'длинный-пароль' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'admin@school.ru', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
  ])('refuses %o, naming the problem', (source, problem) => {
    expect(() => parseEnv(source)).toThrow(problem);
  });
});

describe('backups', () => {
  it('keeps them beside the data unless BACKUP_DIR says where', () => {
    expect(parseEnv({ DATA_DIR: '/var/lib/ritm/' }).BACKUP_DIR).toBe('/var/lib/ritm/backups');
    expect(parseEnv({ DATA_DIR: '/var/lib/ritm', BACKUP_DIR: '/srv/copies' }).BACKUP_DIR).toBe('/srv/copies');
  });

  it.each([
    ['0', 0],
    ['03', 3],
    ['23', 23],
  ])('reads BACKUP_HOUR=%j as %i', (value, hour) => {
    expect(parseEnv({ BACKUP_HOUR: value }).BACKUP_HOUR).toBe(hour);
  });

  it.each(['24', '-1', '3:00', 'ночью', '2.5'])('refuses BACKUP_HOUR=%j, in Russian', (value) => {
    expect(() => parseEnv({ BACKUP_HOUR: value })).toThrow(
      'BACKUP_HOUR — час ночной резервной копии, целое число от 0 до 23',
    );
  });
});

describe('TELEGRAM_API_URL', () => {
  it('is the Bot API at Telegram unless set, and only an http(s) address', () => {
    expect(parseEnv({}).TELEGRAM_API_URL).toBe('https://api.telegram.org');
    expect(() => parseEnv({ TELEGRAM_API_URL: 'file:///etc/passwd' })).toThrow(/TELEGRAM_API_URL/);
    expect(() => parseEnv({ TELEGRAM_API_URL: 'api.telegram.org' })).toThrow(/TELEGRAM_API_URL/);
  });
});
