import { z } from 'zod';
import { emailField, passwordField } from '../../src/contract/index.ts';
import { MAX_TRUSTED_PROXY_HOPS } from '../src/auth/client-address.ts';
import { MAX_REGISTRATIONS_PER_ADDRESS } from '../src/auth/registration-throttle.ts';
import { DEFAULT_TELEGRAM_API_URL } from '../src/modules/telegram/bot-api.ts';

const OFF = ['0', 'false', 'no', 'off'];
const ON = ['true', 'yes', 'on'];

const flag = (defaultValue: boolean) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined ? defaultValue : !OFF.includes(value.trim().toLowerCase())));

/**
 * TRUST_PROXY: how many reverse proxies stand in front of the server (Express's `trust proxy` with a number).
 * A whole number 0…10; the old switch words still work — `true`/`yes`/`on` are one proxy, `false`/`no`/`off` none.
 */
const proxyHops = z
  .string()
  .optional()
  .transform((value, context) => {
    if (value === undefined) return 0;
    const word = value.trim().toLowerCase();
    if (OFF.includes(word)) return 0;
    if (ON.includes(word)) return 1;
    const hops = /^\d+$/.test(word) ? Number(word) : Number.NaN;
    if (Number.isInteger(hops) && hops <= MAX_TRUSTED_PROXY_HOPS) return hops;
    context.addIssue({
      code: 'custom',
      message: `TRUST_PROXY — число прокси перед сервером от 0 до ${MAX_TRUSTED_PROXY_HOPS} (или on/off)`,
    });
    return z.NEVER;
  });

/** The sender when MAIL_FROM is not set: a name the recipients recognise and an address nobody answers. */
export const DEFAULT_MAIL_FROM = 'Ритм <no-reply@localhost>';

/** SMTP_URL: where mail goes, as nodemailer reads it — `smtp://user:pass@host:587` or `smtps://user:pass@host:465`. */
const smtpUrl = z
  .string()
  .trim()
  .refine((value) => /^smtps?:\/\/[^/?#\s]+/i.test(value) && URL.canParse(value), {
    message:
      'SMTP_URL должен начинаться с smtp:// или smtps:// и называть сервер, например smtp://user:pass@smtp.example.ru:587',
  });

// An address as a From header carries it: a local part and a domain (one label is fine: `localhost`), no spaces,
// no brackets, no quotes. The display name never holds brackets or a line break, and a comma or a semicolon (which
// would split the header into two addresses) only inside quotes.
const MAIL_ADDRESS =
  /^[^\s@<>"(),;:]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*$/u;
const NAMED_ADDRESS = /^(?:"[^"\r\n]*"|[^<>",;\r\n]*?)\s*<([^<>\s]+)>$/u;

/** MAIL_FROM: `school@example.ru` or `Школа «Грация» <school@example.ru>`. */
const mailFrom = z
  .string()
  .trim()
  .refine(
    (value) => MAIL_ADDRESS.test(NAMED_ADDRESS.exec(value)?.[1] ?? value),
    'MAIL_FROM — адрес отправителя писем: school@example.ru или «Имя <school@example.ru>»',
  )
  .default(DEFAULT_MAIL_FROM);

/** TELEGRAM_API_URL: the Bot API's base — the real one by default; a test or a proxy may name another. */
const telegramApiUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/[^/?#\s]+/i.test(value) && URL.canParse(value), {
    message: 'TELEGRAM_API_URL — адрес Bot API, например https://api.telegram.org',
  })
  .transform((value) => value.replace(/\/+$/, ''))
  .default(DEFAULT_TELEGRAM_API_URL);

/** PUBLIC_URL: the installation's address as families open it (links in messages: unsubscribe, the cabinet). */
const publicUrl = z
  .string()
  .trim()
  .refine((value) => /^https?:\/\/[^/?#\s]+/i.test(value) && URL.canParse(value), {
    message: 'PUBLIC_URL — адрес, по которому семьи открывают Ритм, например https://crm.example.ru',
  })
  .transform((value) => value.replace(/\/+$/, ''))
  .optional();

/** A PostgreSQL connection string. */
const postgresUrl = (name: string) =>
  z.string().regex(/^postgres(ql)?:\/\//, `${name} должен начинаться с postgres:// или postgresql://`);

/** BACKUP_HOUR: the hour of the server's zone (TZ) from which the nightly backup is due (docs/backups.md). */
const BACKUP_HOUR_PROBLEM =
  'BACKUP_HOUR — час ночной резервной копии, целое число от 0 до 23 (по часовому поясу сервера, TZ)';
const backupHour = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/, BACKUP_HOUR_PROBLEM)
  .transform(Number)
  .refine((hour) => hour <= 23, BACKUP_HOUR_PROBLEM)
  .default(3);

/** REGISTRATIONS_PER_HOUR: schools registered an hour from one address (auth/registration-throttle.ts). */
const REGISTRATIONS_PER_HOUR_PROBLEM = 'REGISTRATIONS_PER_HOUR — целое число от 1 до 100000';
const registrationsPerHour = z.coerce
  .number({ message: REGISTRATIONS_PER_HOUR_PROBLEM })
  .int(REGISTRATIONS_PER_HOUR_PROBLEM)
  .min(1, REGISTRATIONS_PER_HOUR_PROBLEM)
  .max(100_000, REGISTRATIONS_PER_HOUR_PROBLEM)
  .default(MAX_REGISTRATIONS_PER_ADDRESS);

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: postgresUrl('DATABASE_URL').optional(),
    /**
     * The database itself when DATABASE_URL is a pooler in transaction mode (PgBouncer): what needs a session of
     * its own — LISTEN, pg_dump and pg_restore — connects here. DATABASE_URL's database by default.
     */
    DATABASE_DIRECT_URL: postgresUrl('DATABASE_DIRECT_URL').optional(),
    ADMIN_EMAIL: emailField('ADMIN_EMAIL').optional(),
    ADMIN_PASSWORD: passwordField.optional(),
    SEED_DEMO: flag(true),
    COOKIE_SECURE: flag(false),
    TRUST_PROXY: proxyHops,
    REGISTRATIONS_PER_HOUR: registrationsPerHour,
    SMTP_URL: smtpUrl.optional(),
    MAIL_FROM: mailFrom,
    TELEGRAM_API_URL: telegramApiUrl,
    PUBLIC_URL: publicUrl,
    /** Telegram sends the bots' updates to PUBLIC_URL instead of being polled; on by default for an https address. */
    TELEGRAM_WEBHOOK: z
      .string()
      .optional()
      .transform((value) => (value === undefined ? undefined : !OFF.includes(value.trim().toLowerCase()))),
    /** Where backups go; beside the data by default (`<DATA_DIR>/backups`) — BACKUP_COMMAND takes them further. */
    BACKUP_DIR: z.string().trim().optional(),
    /** Run with each new backup's path after it is made and checked (docs/backups.md). */
    BACKUP_COMMAND: z.string().trim().optional(),
    BACKUP_HOUR: backupHour,
    /** Webhooks may go to loopback and private networks (tests, local development); never on a public server. */
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: flag(false),
  })
  .transform((env) => ({
    ...env,
    DATABASE_DIRECT_URL: env.DATABASE_DIRECT_URL ?? env.DATABASE_URL,
    BACKUP_DIR: env.BACKUP_DIR ?? `${env.DATA_DIR.replace(/\/+$/, '')}/backups`,
    TELEGRAM_WEBHOOK: env.TELEGRAM_WEBHOOK ?? Boolean(env.PUBLIC_URL?.startsWith('https://')),
  }))
  .refine((env) => !env.TELEGRAM_WEBHOOK || env.PUBLIC_URL?.startsWith('https://'), {
    message:
      'TELEGRAM_WEBHOOK работает только с публичным https-адресом в PUBLIC_URL (Telegram шлёт вебхуки только на https)',
    path: ['TELEGRAM_WEBHOOK'],
  })
  .refine((env) => env.DATABASE_URL !== undefined || env.DATABASE_DIRECT_URL === undefined, {
    message: 'DATABASE_DIRECT_URL задаётся вместе с DATABASE_URL (адресом пулера соединений)',
    path: ['DATABASE_DIRECT_URL'],
  })
  .refine((env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: 'ADMIN_EMAIL и ADMIN_PASSWORD задаются вместе',
    path: ['ADMIN_PASSWORD'],
  });

export type Env = z.output<typeof envSchema>;

/** Reads the server's settings once, at start. Empty variables count as unset; a bad value stops the start. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value?.trim()));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Некорректные переменные окружения:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}
