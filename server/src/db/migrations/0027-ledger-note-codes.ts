import { type Migration, sql } from 'kysely';
import { dialectOf } from '../dialect.ts';
import { actorScope } from '../history-actor.ts';
import { recordHistory } from './0014-history.ts';
import { noteOfProse } from './0027-ledger-note-prose.ts';
import type { AnyDb } from './column-types.ts';

// Frozen once landed. A ledger line's note and a payroll line's are stored as a code and its data, JSON in
// `note_data` (docs/money.md, «Пояснение строки»), instead of the Russian the app said them in: the app says them
// now. Notes written before are read back into their codes where the words are the app's own, and kept as text
// otherwise. The history's rows keep what they recorded: a line's `note` before this, its `note_data` after.

/** Lines rewritten per statement: the lines of one text together, a few hundred ids at a time. */
const CHUNK = 500;

/** The ids of a table's lines by their old text (a payroll line of a lesson, with none, is left out). */
async function idsByText(db: AnyDb, table: string, column: string) {
  const rows = await db
    .selectFrom(table)
    .select(['id', `${column} as text`])
    .execute();
  const ids = new Map<string, unknown[]>();
  for (const { id, text } of rows as { id: unknown; text: string }[]) {
    if (table === 'payroll_lines' && text === '') continue;
    const same = ids.get(text);
    if (same) same.push(id);
    else ids.set(text, [id]);
  }
  return ids;
}

/** Sets `note_data` of each line to the note its old text says. */
async function writeNotes(db: AnyDb, table: string, ids: Map<string, unknown[]>) {
  for (const [text, lines] of ids) {
    const note = JSON.stringify(noteOfProse(text));
    for (let start = 0; start < lines.length; start += CHUNK)
      await db
        .updateTable(table)
        .set({ note_data: note })
        .where('id', 'in', lines.slice(start, start + CHUNK))
        .execute();
  }
}

export const ledgerNoteCodesMigration: Migration = {
  async up(db: AnyDb) {
    const postgres = dialectOf(db) === 'postgres';
    // SQLite's triggers name the old column: they go first, and come back over the new columns at the end.
    if (!postgres)
      for (const table of ['account_entries', 'payroll_lines'])
        for (const event of ['insert', 'update', 'delete'])
          await sql.raw(`drop trigger if exists ${table}_${event}_history`).execute(db);
    // A ledger line always has a note (kept not null); a payroll line of a lesson has none (null).
    await db.schema.alterTable('account_entries').renameColumn('note', 'note_data').execute();
    await db.schema.alterTable('payroll_lines').addColumn('note_data', 'text').execute();
    const ledger = await idsByText(db, 'account_entries', 'note_data');
    const payroll = await idsByText(db, 'payroll_lines', 'note');
    // Before any row changes: PostgreSQL alters no table whose changes' deferred triggers are still pending.
    await db.schema.alterTable('payroll_lines').dropColumn('note').execute();
    // Rewriting the notes is not anyone's change: the history skips it.
    if (postgres) await sql`select set_config('ritm.actor', 'off', true)`.execute(db);
    await actorScope().run('off', async () => {
      await writeNotes(db, 'account_entries', ledger);
      await writeNotes(db, 'payroll_lines', payroll);
    });
    if (postgres) {
      await sql`select set_config('ritm.actor', '', true)`.execute(db);
      // The revision triggers of these writes fire now, not at commit, so that a later migration of the same run
      // may alter these tables; then they wait for the commit again, as they are made to (0010-school-revisions).
      await sql`set constraints all immediate`.execute(db);
      await sql`set constraints all deferred`.execute(db);
    }
    await recordHistory(db, 'account_entries');
    await recordHistory(db, 'payroll_lines');
  },
  // No down: the codes stay.
};
