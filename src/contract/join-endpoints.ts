import type { EndpointDefinition } from './endpoint-definition';
import { joinRoutes } from './join-routes';
import {
  joinFormSettingsSchema,
  joinFormSettingsUpdateSchema,
  joinPageSchema,
  joinTrialAnswerSchema,
  joinTrialSchema,
} from './schemas/join';

/**
 * The school's public trial form (docs/join-form.md): the page's endpoints, each a route of join-routes.ts with its
 * schemas, and the owner's settings of the form. A table of its own, part of the whole table (endpoints.ts).
 */
// biome-ignore format: one line per endpoint keeps the table readable as a table
export const joinEndpoints = {
  joinPage: { ...joinRoutes.joinPage, answer: joinPageSchema },
  joinTrial: { ...joinRoutes.joinTrial, body: joinTrialSchema, answer: joinTrialAnswerSchema, created: true },
  joinFormSettings: { method: 'GET', path: '/join-form/settings', access: 'schools:update', answer: joinFormSettingsSchema },
  joinFormSettingsUpdate: { method: 'PATCH', path: '/join-form/settings', access: 'schools:update', body: joinFormSettingsUpdateSchema, answer: joinFormSettingsSchema },
  // A new code: the old link stops working at once.
  joinFormCodeChange: { method: 'POST', path: '/join-form/code', access: 'schools:update', answer: joinFormSettingsSchema },
} as const satisfies Record<string, EndpointDefinition>;
