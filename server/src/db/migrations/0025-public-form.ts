import { type Migration, sql } from 'kysely';
import { recordHistory } from './0014-history.ts';
import { type AnyDb, columnTypes, schoolTable } from './column-types.ts';

// Frozen once landed. The school's public trial form (docs/join-form.md): a page at /join/<code> where a visitor of
// the school's site signs up for a trial. A student group may be opened for trials; a lead keeps the group of its
// trial (the trial takes a seat there) and the marks of the advertising link it came by; each school has a form —
// its code, the consent text visitors agree to and the key its pages' stamps are signed with — and the form's
// posts are counted per address and phone for the rate limits.

/** The code's letters: no 0/o or 1/l to misread in a link someone retypes. */
const CODE_LETTERS = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Random text of `length` letters of the code alphabet (32 of them, so a byte's low five bits pick one evenly). */
function randomCode(length: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => CODE_LETTERS[byte & 31]).join(
    '',
  );
}

export const publicFormMigration: Migration = {
  async up(db: AnyDb) {
    const type = columnTypes(db);
    await db.schema
      .alterTable('groups')
      .addColumn('open_for_trials', 'boolean', (c) => c.notNull().defaultTo(sql`false`))
      .execute();
    await recordHistory(db, 'groups');

    for (const column of ['utm_source', 'utm_medium', 'utm_campaign'])
      await db.schema.alterTable('leads').addColumn(column, 'text').execute();
    await db.schema
      .alterTable('leads')
      .addColumn('trial_group_id', type.reference, (c) => c.references('groups.id').onDelete('set null'))
      .execute();
    await recordHistory(db, 'leads');
    // The seats a group's trials take on a day, and a visitor's second post of the day finding their lead.
    await db.schema
      .createIndex('leads_trial_group')
      .on('leads')
      .columns(['trial_group_id', 'trial_date'])
      .execute();
    await db.schema.createIndex('leads_school_phone').on('leads').columns(['school_id', 'phone']).execute();

    await db.schema
      .createTable('join_forms')
      .addColumn('school_id', type.reference, (c) =>
        c.primaryKey().references('schools.id').onDelete('cascade'),
      )
      .addColumn('code', 'text', (c) => c.notNull().unique())
      // Empty: the default text with the school's current name.
      .addColumn('consent_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('stamp_key', 'text', (c) => c.notNull())
      .execute();
    const schools = await db.selectFrom('schools').select('id').execute();
    for (const { id } of schools)
      await db
        .insertInto('join_forms')
        .values({ school_id: id, code: randomCode(12), stamp_key: randomCode(32) })
        .execute();

    await schoolTable(db, 'join_attempts')
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('attempted_at', type.instant, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('join_attempts_ip')
      .on('join_attempts')
      .columns(['school_id', 'ip', 'attempted_at'])
      .execute();
    await db.schema
      .createIndex('join_attempts_phone')
      .on('join_attempts')
      .columns(['school_id', 'phone', 'attempted_at'])
      .execute();
  },
  // No down: leads keep where they came from.
};
