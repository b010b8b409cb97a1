import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import { openApiDocument } from './openapi.ts';
import { createToken, listTokens, revokeToken } from './service.ts';

export function apiTokenHandlers({ db }: ApiDeps) {
  return {
    apiTokens: ({ schoolId }) => listTokens(db, schoolId),
    apiTokenCreate: ({ schoolId, user, body, time }) =>
      createToken(db, { schoolId, userId: user.id }, body, time.now),
    apiTokenDelete: ({ schoolId, id, time }) => revokeToken(db, schoolId, id, time.now),
    openapi: () => openApiDocument() as Record<string, unknown>,
  } satisfies Partial<Handlers>;
}
