import type { ExpressionBuilder, Kysely } from 'kysely';
import { familyAddressColumns, familyAddresseeColumns } from '../../archive/archive-policy.ts';
import { archivedTables, inSchool } from '../../archive/school-scope.ts';
import type { Database } from '../../db/schema.ts';
import { readTableGraph, type TableGraph, type TableShape } from '../../db/table-graph.ts';
import { notFound } from '../shared/domain-errors.ts';
import { type ArchivedTable, archivedRows } from './school-rows.ts';

// The read model of one family's data (docs/archive.md, «Данные семьи»; a request under 152-ФЗ): the client, the
// students linked to them, and every row that hangs from those by a foreign key — marks, passes and their freezes,
// the ledger, payments and refunds, messages — plus the rows that name the family by its address and the history
// of those rows. Found from the live schema like the school's archive; reads, never writes.

// biome-ignore lint/suspicious/noExplicitAny: tables are named by the live schema, not by the typed one
type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: as above
type AnyBuilder = ExpressionBuilder<any, any>;
type Condition = (eb: AnyBuilder) => ReturnType<AnyBuilder['and']>;

/** How each family table picks its rows: the two roots, then whatever points at a family table's row. */
function familyConditions(graph: TableGraph, order: readonly string[], clientId: number) {
  const conditions = new Map<string, Condition>([
    ['clients', (eb) => eb.and([eb('clients.id', '=', clientId)])],
    [
      'students',
      (eb) =>
        eb.and([
          eb(
            'students.id',
            'in',
            eb
              .selectFrom('student_clients')
              .select('student_clients.student_id')
              .where('student_clients.client_id', '=', clientId),
          ),
        ]),
    ],
  ]);
  for (const name of order) {
    if (conditions.has(name)) continue;
    const keys = (graph.get(name)?.foreignKeys ?? []).filter(
      (key) => key.parent !== name && conditions.has(key.parent),
    );
    if (keys.length === 0) continue;
    conditions.set(name, (eb) =>
      eb.or(
        keys.map((key) =>
          eb(
            eb.ref(`${name}.${key.column}`),
            'in',
            eb
              .selectFrom(key.parent)
              .select(`${key.parent}.${key.parentColumn}`)
              .where(conditions.get(key.parent) as Condition),
          ),
        ),
      ),
    );
  }
  return conditions;
}

/**
 * The family's addresses: the client's email and their students' (an adult student signs in with their own), and
 * the Telegram chats linked to them (an unsubscribe by chat names the chat).
 */
async function familyAddresses(db: AnyDb, schoolId: number, conditions: Map<string, Condition>) {
  const emails: string[] = [];
  for (const table of ['clients', 'students']) {
    const rows = await db
      .selectFrom(table)
      .select(`${table}.email`)
      .where(conditions.get(table) as Condition)
      .execute();
    for (const row of rows) if (typeof row.email === 'string' && row.email !== '') emails.push(row.email);
  }
  const chats =
    emails.length === 0
      ? []
      : await db
          .selectFrom('telegram_chats')
          .select('chat_id')
          .where('school_id', '=', schoolId)
          .where('email', 'in', emails)
          .execute();
  return [...new Set([...emails, ...chats.map((chat) => String(chat.chat_id))])];
}

/** Every table with a row of the family, parents first; 404 for a client not of this school. */
export async function readFamilyTables(
  db: Kysely<Database>,
  schoolId: number,
  clientId: number,
): Promise<ArchivedTable[]> {
  const any = db as unknown as AnyDb;
  const graph = await readTableGraph(any);
  const { scopes, order } = archivedTables(graph);
  const client = await db
    .selectFrom('clients')
    .select('id')
    .where('id', '=', clientId)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  if (!client) throw notFound();
  const conditions = familyConditions(graph, order, clientId);
  const addresses = await familyAddresses(any, schoolId, conditions);
  const tables: ArchivedTable[] = [];
  for (const name of order) {
    const shape = graph.get(name) as TableShape;
    const own = conditions.get(name);
    const address = familyAddressColumns[name];
    let where: Condition | undefined = own;
    if (address)
      where = (eb) =>
        eb.and([eb(eb.ref(`${name}.${address}`), 'in', addresses.length > 0 ? addresses : [''])]);
    if (name === 'history')
      where = (eb) =>
        eb.or(
          [...conditions]
            .filter(([table]) => graph.get(table)?.columns.some((column) => column.name === 'id'))
            .map(([table, condition]) =>
              eb.and([
                eb('history.entity', '=', table),
                eb('history.entity_id', 'in', eb.selectFrom(table).select(`${table}.id`).where(condition)),
              ]),
            ),
        );
    if (!where) continue;
    const addressee = familyAddresseeColumns[name];
    const query = any
      .selectFrom(name)
      .selectAll(name)
      .where(inSchool(scopes, name, schoolId))
      .where(where)
      .$if(addressee !== undefined, (q) =>
        q.where((eb: AnyBuilder) =>
          eb.or([eb(`${name}.${addressee}`, 'is', null), eb(`${name}.${addressee}`, '=', clientId)]),
        ),
      );
    const rows = await archivedRows(shape, query);
    if (rows.length > 0) tables.push({ shape, rows });
  }
  return tables;
}
