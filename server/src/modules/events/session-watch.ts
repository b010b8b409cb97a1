import type { Kysely } from 'kysely';
import { standingSessions } from '../../auth/sessions.ts';
import type { Database } from '../../db/schema.ts';

/** How often the open event streams' sessions are checked: a stream ends within this long of its session. */
export const SESSION_CHECK_MS = 1000;

type Watched = { sessionId: string; end: () => void };

/**
 * Ends an event stream as soon as its session ends — by logout, a password change, the staff member's or the
 * school's deletion, expiry, or anything else that removes the `sessions` row — and keeps change notices from
 * reaching a stream whose session has ended.
 *
 * Why the database and not a "session ended" notice on the events fan-out: the `sessions` table is the one place
 * every process agrees on. A notice would have to be published by every path that ends a session (several
 * endpoints, the school's cascade, expiry, a hand-written SQL), one missed path would leave streams open, and a
 * notice sent while a process's LISTEN connection is being remade would be lost for good. Reading the table
 * catches all of them, in every process, with no new code on those paths.
 *
 * It stays cheap: one timer per process (running only while streams are open) reads all the watched sessions in
 * one primary-key `in (…)` query per second, whatever the number of streams; and a change notice is handed on
 * only after its streams' sessions are confirmed, by one query for all the streams that heard it at once.
 */
export class SessionWatch {
  private readonly watched = new Set<Watched>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private ticking = false;
  private pending: Array<{ sessionId: string; answer: (stands: boolean) => void }> = [];
  /** Confirmations run one after another, so a stream's notices go out in the order they came. */
  private confirming: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
    private readonly intervalMs = SESSION_CHECK_MS,
  ) {}

  /** Calls `end` once the session is gone; returns the way to stop watching (the stream closed by itself). */
  watch(sessionId: string, end: () => void): () => void {
    const entry: Watched = { sessionId, end };
    this.watched.add(entry);
    if (this.timer === null) this.timer = setInterval(() => void this.tick(), this.intervalMs);
    return () => {
      this.watched.delete(entry);
      if (this.watched.size === 0 && this.timer !== null) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  /**
   * Whether the session still stands, asked before a change notice goes out. Every question asked in the same
   * turn (one notice fanned out to many streams) is answered by one query. A failed read answers no: the stream
   * ends and the browser reconnects, which checks the session again.
   */
  stands(sessionId: string): Promise<boolean> {
    return new Promise((answer) => {
      if (this.pending.length === 0) {
        queueMicrotask(() => {
          const batch = this.pending;
          this.pending = [];
          this.confirming = this.confirming.then(async () => {
            const standing = await this.standing(batch.map((item) => item.sessionId)).catch(() => null);
            for (const item of batch) item.answer(standing?.has(item.sessionId) ?? false);
          });
        });
      }
      this.pending.push({ sessionId, answer });
    });
  }

  private async tick(): Promise<void> {
    if (this.ticking || this.watched.size === 0) return;
    this.ticking = true;
    try {
      const entries = [...this.watched];
      // A failed read ends nothing: the next tick asks again.
      const standing = await this.standing(entries.map((entry) => entry.sessionId)).catch(() => null);
      if (standing === null) return;
      for (const entry of entries) if (!standing.has(entry.sessionId)) entry.end();
    } finally {
      this.ticking = false;
    }
  }

  /** Which of these sessions exist and have not expired (the `sessions` table is auth/'s). */
  private standing(sessionIds: string[]): Promise<Set<string>> {
    return standingSessions(this.db, sessionIds, this.now());
  }
}
