import { z } from 'zod';
import { type Action, apiPermissions, can } from '../permissions';
import { requiredText } from './fields';

// API tokens (docs/api-tokens.md): the owner gives an integration (a website, telephony, accounting) a token limited
// to a few actions of the permission table; it calls the same endpoints as a session, with `Authorization: Bearer`.

/**
 * What a token may be given: the owner's own actions, as the permission table names them (a row action by its
 * name: `attendance:mark`), except managing tokens and webhooks — a token never makes another key, nor sends the
 * school's data to an address of its choosing.
 */
const KEPT_FROM_TOKENS: readonly Action[] = ['api-tokens:manage', 'webhooks:manage'];

export const apiTokenScopes: readonly Action[] = [
  ...new Set(
    Object.keys(apiPermissions)
      .map((permission) => permission.replace(/:(own|any)$/, '') as Action)
      .filter((action) => !KEPT_FROM_TOKENS.includes(action) && can('owner', action)),
  ),
];

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.string()),
  created_at: z.string(),
  created_by_name: z.string().nullable(),
  /** Its last call (to the minute); null if never used. */
  last_used_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokensSchema = z.array(apiTokenSchema);

export const apiTokenCreateSchema = z.object({
  name: requiredText('Название', 100),
  scopes: z
    .array(
      z
        .string({ error: 'Права токена — строки из таблицы прав' })
        .refine((scope) => apiTokenScopes.includes(scope as Action), {
          message: 'Такого права нет или его нельзя дать токену',
        }),
      { error: 'Права токена — список' },
    )
    .min(1, 'Выберите хотя бы одно право')
    .transform((scopes) => [...new Set(scopes)]),
});

/** The token itself is answered once, at its creation; only its hash is kept. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });

/** A token's rate: calls per minute, per token. */
export const API_TOKEN_CALLS_PER_MINUTE = 120;
