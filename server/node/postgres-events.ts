import pg from 'pg';
import { type SchoolEvent, schoolEventSchema } from '../../src/contract/index.ts';
import { LocalSubscribers, type SchoolEvents } from '../src/events/school-events.ts';

const CHANNEL = 'ritm_school_events';
const RECONNECT_MS = 1000;

/**
 * Live updates across processes on one PostgreSQL: a change is published with NOTIFY and every process (this one
 * too) hears it on its own LISTEN connection and hands it to its streams of that school. After the listening
 * connection is lost and made again, every stream hears "anything may have changed" (revision 0), because
 * notifications sent meanwhile are gone. A LISTEN belongs to a session, so it goes to `listenUrl` — the database's
 * own address when `databaseUrl` is a pooler in transaction mode (DATABASE_DIRECT_URL) — while NOTIFY, sent at the
 * end of its transaction, goes through the pooler like any query.
 */
export async function postgresSchoolEvents(
  databaseUrl: string,
  listenUrl = databaseUrl,
): Promise<SchoolEvents> {
  const subscribers = new LocalSubscribers();
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  publisher.on('error', (error) =>
    console.error('PostgreSQL (события): соединение потеряно:', error.message),
  );
  let listener: pg.Client | null = null;
  let closed = false;

  const hear = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const { school_id: schoolId, ...event } = JSON.parse(message.payload) as SchoolEvent & {
        school_id: number;
      };
      subscribers.deliver(schoolId, schoolEventSchema.parse(event));
    } catch (error) {
      console.error('PostgreSQL (события): непонятное уведомление:', error);
    }
  };

  async function listen(afterLoss: boolean): Promise<void> {
    const client = new pg.Client({ connectionString: listenUrl });
    client.on('notification', hear);
    client.on('error', () => {
      // A lost connection ends with 'end' as well; the reconnect happens there.
    });
    client.on('end', () => {
      if (closed || listener !== client) return;
      listener = null;
      setTimeout(() => void listen(true).catch(retry), RECONNECT_MS);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
    if (afterLoss) subscribers.deliverToAll({ revision: 0, tab: null });
  }
  const retry = (error: unknown) => {
    if (closed) return;
    console.error('PostgreSQL (события): не удалось подписаться, пробую снова:', (error as Error).message);
    setTimeout(() => void listen(true).catch(retry), RECONNECT_MS);
  };

  await listen(false);
  return {
    async publish(schoolId, event) {
      await publisher.query('select pg_notify($1, $2)', [
        CHANNEL,
        JSON.stringify({ school_id: schoolId, ...event }),
      ]);
    },
    subscribe: (schoolId, listener) => subscribers.add(schoolId, listener),
    close() {
      closed = true;
      subscribers.close();
      void listener?.end();
    },
    // Not in close(): requests that are still finishing their writes while the server drains publish them.
    end: () => publisher.end(),
  };
}
