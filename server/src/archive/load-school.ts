import { isTimeZone, staffRoles } from '../../../src/contract/index.ts';
import { readTableGraph, type TableGraph, type TableShape } from '../db/table-graph.ts';
import { conflictAs, DomainError, invalid } from '../modules/shared/domain-errors.ts';
import type { ArchiveRow, SchoolArchive } from './archive-format.ts';
import { rowsOfNewSchool, secretColumns } from './archive-policy.ts';
import { badRow, checkRows, ownKey } from './check-rows.ts';
import { IdMaps, moveHistoryIds, moveOccasion } from './remap.ts';
import { archivedTables, inSchool, type SchoolScope } from './school-scope.ts';
import { type AnyDb, allocateIds, insertRows, overwriteRow, setColumn } from './write-rows.ts';

// Brings a school back from its archive (docs/archive.md, «Загрузка») inside the caller's transaction: rows checked
// against the live schema, new ids handed out ahead, every reference moved, rows written parents first. It writes
// every table of the school below the modules, as a restore does: the rows come back exactly as they were, no rule
// of a module runs again. The caller runs it with the history's triggers off (the rows' own history comes along).

const SCHOOL_ROLES: readonly string[] = ['owner', ...staffRoles];

/** Into a new school (the platform admin), or into the caller's own school while it is empty (its owner). */
export type LoadTarget = { kind: 'new' } | { kind: 'own'; schoolId: number; ownerId: number };

export type LoadOptions = {
  /** The archived owner's password in a new school (the archive carries no password hashes). */
  ownerPasswordHash: string | null;
  /** Everyone else's: a hash of a random password nobody knows, until the owner sets theirs. */
  lockedPasswordHash: string;
};

/** A reference written after every row is in: the row's new id, the column, the referenced row's new id. */
type Cell = { id: number; column: string; value: number };

export type LoadResult = { schoolId: number; schoolName: string; ownerEmail: string; rows: number };

const requireOne = <T>(rows: readonly T[], message: string): T => {
  const [first] = rows;
  if (first === undefined || rows.length !== 1) throw invalid(message);
  return first;
};

async function assertEmpty(db: AnyDb, scopes: Map<string, SchoolScope>, order: string[], target: LoadTarget) {
  if (target.kind !== 'own') return;
  const others = await db
    .selectFrom('users')
    .select('id')
    .where('school_id', '=', target.schoolId)
    .where('id', '<>', target.ownerId)
    .executeTakeFirst();
  const filled = others
    ? 'users'
    : await (async () => {
        for (const table of order.filter((name) => !rowsOfNewSchool.includes(name))) {
          const row = await db
            .selectFrom(table)
            .select(db.fn.countAll().as('n'))
            .where(inSchool(scopes, table, target.schoolId))
            .executeTakeFirst();
          if (Number(row?.n ?? 0) > 0) return table;
        }
        return null;
      })();
  if (filled)
    throw conflictAs(
      'В школе уже есть данные: архив загружается только в новую, пустую школу. Зарегистрируйте новую школу или попросите администратора Ритма',
    );
  // What registration made gives way to the archive's (the card and the owner's account are overwritten, not deleted).
  for (const table of [...order].reverse())
    if (rowsOfNewSchool.includes(table) && !['schools', 'users', 'user_profiles'].includes(table))
      await db
        .deleteFrom(table)
        .where(inSchool(scopes, table, target.schoolId))
        .execute();
}

async function assertEmailsFree(db: AnyDb, emails: string[]) {
  if (emails.length === 0) return;
  const taken = await db.selectFrom('users').select('email').where('email', 'in', emails).execute();
  if (taken.length > 0)
    throw conflictAs(
      `Сотрудник с email ${taken.map((row) => row.email).join(', ')} уже есть в этой установке Ритма: такая школа, похоже, уже загружена`,
    );
}

/** A row with its id and its references moved; the keys it cannot write yet are handed to `later`. */
function movedRow(
  shape: TableShape,
  row: ArchiveRow,
  index: number,
  maps: IdMaps,
  context: { graph: TableGraph; key: string | null; loops: Set<string>; later: (cell: Cell) => void },
): ArchiveRow {
  const { graph, key, loops, later } = context;
  let moved: ArchiveRow = { ...row };
  if (shape.name === 'history') moved = moveHistoryIds(moved, graph, maps);
  if (shape.name === 'outbox') moved = moveOccasion(moved, maps);
  if (key) moved[key] = maps.get(shape.name, row[key] as number) ?? null;
  for (const foreign of shape.foreignKeys) {
    const value = row[foreign.column];
    if (typeof value !== 'number' || foreign.column === key) continue;
    const to = maps.get(foreign.parent, value);
    const column = shape.columns.find((candidate) => candidate.name === foreign.column);
    if (to === undefined) {
      // A reference out of the school (the platform admin who made a row) empties; a required one is an error.
      if (!column?.nullable)
        throw badRow(shape.name, index, `«${foreign.column}» ссылается на строку, которой в архиве нет`);
      moved[foreign.column] = null;
      continue;
    }
    const ahead = foreign.parent === shape.name && key !== null && value > (row[key] as number);
    if ((ahead || loops.has(foreign.column)) && key && column?.nullable) {
      moved[foreign.column] = null;
      later({ id: moved[key] as number, column: foreign.column, value: to });
    } else moved[foreign.column] = to;
  }
  return moved;
}

/** What the database refused while the rows went in (a broken reference, a repeated unique value), in words. */
function refusedBy(table: string, error: unknown): Error {
  if (error instanceof DomainError) return error;
  const detail = error instanceof Error ? error.message.slice(0, 200) : String(error);
  return invalid(`Архив повреждён: строки таблицы «${table}» не сходятся между собой (${detail})`);
}

export async function loadSchool(
  db: AnyDb,
  archive: SchoolArchive,
  target: LoadTarget,
  options: LoadOptions,
): Promise<LoadResult> {
  const graph = await readTableGraph(db);
  const { scopes, order, deferred } = archivedTables(graph);
  for (const name of Object.keys(archive.tables))
    if (!order.includes(name)) throw invalid(`В архиве таблица «${name}», которой в этой версии Ритма нет`);
  const shapeOf = (table: string) => graph.get(table) as TableShape;
  const rowsOf = new Map(
    order.map((table) => [
      table,
      checkRows(shapeOf(table), archive.tables[table] ?? [], secretColumns[table] ?? []),
    ]),
  );
  const school = requireOne(rowsOf.get('schools') ?? [], 'В архиве должна быть ровно одна школа');
  // The school's zone is read by every request and every night's jobs: an unknown one is refused here.
  if (school.time_zone !== undefined && !isTimeZone(String(school.time_zone)))
    throw badRow('schools', 0, `неизвестный часовой пояс «${String(school.time_zone)}»`);
  // An account of a school is never the platform's admin: an archive cannot bring one in.
  for (const [index, user] of (rowsOf.get('users') ?? []).entries())
    if (!SCHOOL_ROLES.includes(String(user.role)))
      throw badRow('users', index, `роль «${String(user.role)}» — не роль сотрудника школы`);
  const owner = [...(rowsOf.get('users') ?? [])]
    .filter((user) => user.role === 'owner')
    .sort((a, b) => Number(a.id) - Number(b.id))[0];
  if (!owner) throw invalid('В архиве нет владельца школы');

  await assertEmpty(db, scopes, order, target);
  const users = rowsOf.get('users') ?? [];
  await assertEmailsFree(
    db,
    users.filter((user) => !(target.kind === 'own' && user === owner)).map((user) => String(user.email)),
  );

  // Rows that land on rows already there: the owner's own school card and account.
  const pinned = new Map<string, Map<number, number>>();
  if (target.kind === 'own') {
    pinned.set('schools', new Map([[Number(school.id), target.schoolId]]));
    pinned.set('users', new Map([[Number(owner.id), target.ownerId]]));
  }
  const skipped = (table: string, row: ArchiveRow) =>
    pinned.get(table)?.has(Number(row[ownKey(shapeOf(table)) ?? ''])) ||
    (target.kind === 'own' && table === 'user_profiles' && row.user_id === owner.id);

  const maps = new IdMaps();
  for (const table of order) {
    const key = ownKey(shapeOf(table));
    if (!key) continue;
    const rows = [...(rowsOf.get(table) ?? [])].sort((a, b) => Number(a[key]) - Number(b[key]));
    rowsOf.set(table, rows);
    const fresh = rows.filter((row) => !pinned.get(table)?.has(Number(row[key])));
    const ids = await allocateIds(db, table, key, fresh.length);
    for (const [index, row] of fresh.entries()) maps.set(table, Number(row[key]), ids[index] as number);
    for (const [from, to] of pinned.get(table) ?? []) maps.set(table, from, to);
  }

  let written = 0;
  const later = new Map<string, Cell[]>();
  for (const table of order) {
    const shape = shapeOf(table);
    const key = ownKey(shape);
    const loops = new Set(deferred.filter((cell) => cell.table === table).map((cell) => cell.column));
    const held: Cell[] = [];
    later.set(table, held);
    const context = { graph, key, loops, later: (cell: Cell) => held.push(cell) };
    const rows: ArchiveRow[] = [];
    for (const [index, row] of (rowsOf.get(table) ?? []).entries()) {
      const moved = movedRow(shape, row, index, maps, context);
      if (table === 'users')
        moved.password_hash =
          row === owner && options.ownerPasswordHash ? options.ownerPasswordHash : options.lockedPasswordHash;
      if (!skipped(table, row)) rows.push(moved);
      else if (table === 'schools' && target.kind === 'own')
        await overwriteRow(db, table, 'id', target.schoolId, moved);
    }
    await insertRows(db, table, rows).catch((error: unknown) => {
      throw refusedBy(table, error);
    });
    written += rows.length;
  }
  for (const [table, cells] of later)
    if (cells.length > 0)
      await setColumn(db, shapeOf(table), ownKey(shapeOf(table)) ?? 'id', cells).catch((error: unknown) => {
        throw refusedBy(table, error);
      });

  return {
    schoolId: target.kind === 'own' ? target.schoolId : (maps.get('schools', Number(school.id)) as number),
    schoolName: String(school.name),
    ownerEmail: String(owner.email),
    rows: written,
  };
}
