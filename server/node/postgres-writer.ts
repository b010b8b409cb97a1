import pg from 'pg';
import { inProcessWriter, type SchoolWriter } from '../src/db/school-writer.ts';

// An application-wide key space for PostgreSQL's two-key advisory locks: (this, school id) is the school's writer.
const SCHOOL_WRITER_LOCK = 727_451;

/**
 * One writer per school across every process on one PostgreSQL (db/school-writer.ts): a request first waits its
 * turn in this process, then holds the school's transaction-level advisory lock on a connection of its own for as
 * long as it runs. Its own queries use the main pool as before, so its transactions, and what it must keep even
 * when it fails (a login throttle's record), behave as on SQLite. Transaction-level, so it works behind a pooler in
 * transaction mode and can never outlive the request.
 */
export function postgresWriter(
  connectionString: string,
  size: number,
): { writer: SchoolWriter; end: () => Promise<void> } {
  const locks = new pg.Pool({ connectionString, max: size });
  locks.on('error', (error) => console.error('PostgreSQL: idle lock connection lost:', error.message));
  const local = inProcessWriter();
  const writer: SchoolWriter = (schoolId, work) =>
    local(schoolId, async () => {
      const client = await locks.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock($1, $2)', [SCHOOL_WRITER_LOCK, schoolId]);
        return await work();
      } finally {
        // Nothing was written on this connection: the end of its transaction only lets the lock go.
        await client.query('rollback').catch((error: Error) => {
          broken = error;
        });
        client.release(broken);
      }
    });
  return { writer, end: () => locks.end() };
}
