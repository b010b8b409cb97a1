import { streamSSE } from 'hono/streaming';
import type { SchoolEvent } from '../../../../src/contract/index.ts';
import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import { SessionWatch } from './session-watch.ts';

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How soon a browser's EventSource reconnects after the stream drops (a restart, a network change). */
const RECONNECT_MS = 2000;

/**
 * `GET /api/events` (docs/api.md, «Живые обновления»): the caller's school's changes as server-sent events. An
 * event carries only the new revision and the tab that wrote, never data: each screen refetches what its caller
 * may read. A user without a school (the platform admin) gets a stream with heartbeats only. The stream ends
 * within a second of its session's end (logout, password change, deletion: `SessionWatch`), and no change notice
 * goes out once the session is gone.
 */
export function eventHandlers({ db, now, events }: ApiDeps) {
  const sessions = new SessionWatch(db, now);
  return {
    events: ({ c, user }) =>
      streamSSE(c, async (stream) => {
        const session = c.get('session');
        if (!session) return;
        let ended = false;
        let wake = () => {};
        const end = () => {
          ended = true;
          wake();
        };
        const send = (event: SchoolEvent | null) => {
          if (event === null) return end();
          void sessions.stands(session.id).then((stands) => {
            if (!stands) return end();
            if (!ended) void stream.writeSSE({ event: 'change', data: JSON.stringify(event) }).catch(end);
          });
        };
        // The platform admin, who has no school, hears no school's changes (no school is 0), only the host stopping.
        const unsubscribe = events.subscribe(user.school_id ?? 0, send);
        const unwatch = sessions.watch(session.id, end);
        stream.onAbort(end);
        try {
          await stream.writeSSE({ event: 'ready', data: '{}', retry: RECONNECT_MS });
          while (!ended) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, HEARTBEAT_MS);
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            if (ended) break;
            await stream.write(': ping\n\n');
          }
        } finally {
          unwatch();
          unsubscribe();
        }
      }),
  } satisfies Partial<Handlers>;
}
