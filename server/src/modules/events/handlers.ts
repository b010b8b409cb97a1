import type { SchoolEvent } from '../../../../src/contract/index.ts';
import type { ApiDeps } from '../../app-env.ts';
import { schoolRevision } from '../../db/school-revision.ts';
import type { Handlers } from '../shared/handler.ts';
import { SessionWatch } from './session-watch.ts';

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/**
 * How soon a browser's EventSource reconnects after the stream drops (a restart, a network change): 2 s and up to
 * 8 s more, at random per stream, so the thousands of streams of a process that stopped come back to the others
 * spread over seconds rather than in one burst of connections and refetches.
 */
const RECONNECT_MS = 2000;
const RECONNECT_SPREAD_MS = 8000;

const encoder = new TextEncoder();
const PING = encoder.encode(': ping\n\n');
const ready = (revision: number) =>
  encoder.encode(
    `event: ready\ndata: ${JSON.stringify({ revision })}\n` +
      `retry: ${RECONNECT_MS + Math.floor(Math.random() * RECONNECT_SPREAD_MS)}\n\n`,
  );
const change = (event: SchoolEvent) => encoder.encode(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache',
  Connection: 'keep-alive',
  // Chunked: neither the length nor the compression middleware waits for the end of a stream that never ends.
  'Transfer-Encoding': 'chunked',
};

/**
 * `GET /api/events` (docs/api.md, «Живые обновления»): the caller's school's changes as server-sent events. An
 * event carries only the new revision and the tab that wrote, never data: each screen refetches what its caller
 * may read. The first event, `ready`, says the school's revision, so a tab that reconnects after a drop refetches
 * only if it moved. A user without a school (the platform admin) gets a stream with heartbeats only. The stream ends
 * within a second of its session's end (logout, password change, deletion: `SessionWatch`), and no change notice
 * goes out once the session is gone.
 *
 * Every signed-in staff member holds one for hours, so a stream keeps next to nothing: a byte stream with a timer,
 * its school's subscription and its session's watch — not the request's context, nor a chain of web streams and an
 * async loop (hono's streamSSE), which cost some 50 KB of heap per stream, 150 MB for a process with 3 000.
 */
export function eventHandlers({ db, now, events }: ApiDeps) {
  const sessions = new SessionWatch(db, now);
  return {
    events: ({ c, user }) => {
      const sessionId = c.get('session')?.id;
      // The platform admin, who has no school, hears no school's changes (no school is 0), only the host stopping.
      const schoolId = user.school_id ?? 0;
      // Ended by the server, or by the browser going away: nothing is written to it any more.
      let ended = false;
      let stop = () => {};
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          if (sessionId === undefined) return controller.close();
          const end = () => {
            if (ended) return;
            ended = true;
            stop();
            controller.close();
          };
          const send = (event: SchoolEvent | null) => {
            if (event === null) return end();
            void sessions.stands(sessionId).then((stands) => {
              if (!stands) end();
              else if (!ended) controller.enqueue(change(event));
            });
          };
          const unsubscribe = events.subscribe(schoolId, send);
          const unwatch = sessions.watch(sessionId, end);
          // Read once subscribed: a change from now on comes as an event, one before is in this revision — a tab
          // that reconnects refetches only if it moved (docs/api.md, «Живые обновления»).
          schoolRevision(db, schoolId).then(
            (revision) => {
              if (!ended) controller.enqueue(ready(revision));
            },
            () => end(),
          );
          const heartbeat = setInterval(() => controller.enqueue(PING), HEARTBEAT_MS);
          stop = () => {
            clearInterval(heartbeat);
            unwatch();
            unsubscribe();
          };
        },
        // The browser went away.
        cancel: () => {
          ended = true;
          stop();
        },
      });
      return new Response(body, { headers: STREAM_HEADERS });
    },
  } satisfies Partial<Handlers>;
}
