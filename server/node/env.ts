import { z } from 'zod';
import { emailField, passwordField } from '../../src/contract/index.ts';
import { MAX_TRUSTED_PROXY_HOPS } from '../src/auth/client-address.ts';

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

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL должен начинаться с postgres:// или postgresql://')
      .optional(),
    ADMIN_EMAIL: emailField('ADMIN_EMAIL').optional(),
    ADMIN_PASSWORD: passwordField.optional(),
    SEED_DEMO: flag(true),
    COOKIE_SECURE: flag(false),
    TRUST_PROXY: proxyHops,
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
