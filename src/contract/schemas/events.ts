import { z } from 'zod';

/**
 * A change of the school's data, as `GET /api/events` streams it (docs/api.md, «Живые обновления»): the school's
 * new revision and the browser tab that made it (its `X-Ritm-Tab` header), so that tab can skip its own change.
 * It says nothing of what changed: every subscriber refetches what it shows, and unchanged lists answer 304.
 * A revision of 0 means "anything may have changed" (the server lost its event feed for a while).
 */
export const schoolEventSchema = z.object({
  revision: z.number().int(),
  tab: z.string().nullable(),
});
export type SchoolEvent = z.infer<typeof schoolEventSchema>;

/**
 * A stream's first event, `ready`: the school's revision as the stream opened (0 without a school). A tab that
 * reconnects after a drop refetches only if it differs from the last revision it heard — after a server restart,
 * thousands of tabs come back at once, and nearly all of them missed nothing.
 */
export const streamReadySchema = z.object({ revision: z.number().int() });

/** The header a tab names itself with, which its events carry back (declared with the other headers, http.ts). */
export { TAB_HEADER } from '../http';

/** What a tab id may look like: a random UUID, or anything short and plain. */
export const TAB_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
