import type { EndpointRoute } from './http';

/**
 * The school's public trial form (docs/join-form.md): a page anyone opens by the school's link, `/join/<code>`. The
 * code in the path names the school, as a session would; nobody signs in. Schemas complete these routes in
 * join-endpoints.ts; the page calls them from this table alone, so it loads neither zod nor any schema.
 */
// biome-ignore format: one line per endpoint keeps the table readable as a table
export const joinRoutes = {
  joinPage: { method: 'GET', path: '/join/:code', access: 'public' },
  joinTrial: { method: 'POST', path: '/join/:code/trials', access: 'public' },
} as const satisfies Record<string, EndpointRoute>;

export type JoinEndpointName = keyof typeof joinRoutes;

/** The least time a person takes to fill the form in: a post sooner after the page loaded is a program's. */
export const JOIN_MIN_FILL_SECONDS = 3;
/** Posts of the form one address may make to one school in a minute; the next is refused. */
export const JOIN_POSTS_PER_ADDRESS_MINUTE = 20;
/** Posts with one phone to one school in an hour: a person corrects a typo, a program repeats. */
export const JOIN_POSTS_PER_PHONE_HOUR = 5;
/** How far ahead the page offers lessons. */
export const JOIN_DAYS_AHEAD = 14;
/** The marks of an advertising link the page passes on with the sign-up. */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export const UTM_MAX_LENGTH = 100;
/** The youngest and oldest child the form takes an age for. */
export const CHILD_AGE_MIN = 1;
export const CHILD_AGE_MAX = 17;
