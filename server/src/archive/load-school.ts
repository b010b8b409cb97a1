import { isTimeZone, staffRoles } from '../../../src/contract/index.ts';
import { readTableGraph, type TableGraph, type TableShape } from '../db/table-graph.ts';
import { DomainError, invalid } from '../modules/shared/domain-errors.ts';
import type { ArchiveRow, SchoolArchive } from './archive-format.ts';
import { secretColumns } from './archive-policy.ts';
import { badRow, checkRows, ownKey } from './check-rows.ts';
import { assertEmailsFree, clearNewSchool, type LoadTarget } from './load-target.ts';
import { IdMaps, moveHistoryIds, moveOccasion } from './remap.ts';
import { archivedTables } from './school-scope.ts';
import { type AnyDb, allocateIds, insertRows, overwriteRow, setColumn } from './write-rows.ts';

// Brings a school back from its archive (docs/archive.md, «Загрузка») inside the caller's transaction: rows checked
// against the live schema, new ids handed out ahead, every reference moved, rows written parents first. It writes
// every table of the school below the modules, as a restore does: the rows come back exactly as they were, no rule
// of a module runs again. The caller runs it with the history's triggers off (the rows' own history comes along).

const SCHOOL_ROLES: readonly string[] = ['owner', ...staffRoles];

export type { LoadTarget };

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

/**
 * The groups a deleted person was in (a JSON list of ids, docs/deletion.md) under their new ids, which every row has
 * before any is written.
 */
function moveDeletedGroups(row: ArchiveRow, maps: IdMaps): ArchiveRow {
  const kept = typeof row.deleted_groups === 'string' ? (JSON.parse(row.deleted_groups) as unknown) : null;
  const groups = Array.isArray(kept)
    ? kept.flatMap((id) => {
        const to = typeof id === 'number' ? maps.get('groups', id) : undefined;
        return to === undefined ? [] : [to];
      })
    : null;
  return { ...row, deleted_by: null, deleted_groups: groups && JSON.stringify(groups) };
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
  // A school loads at work, whatever its card said when it was exported (docs/deletion.md).
  if (shape.name === 'schools') moved = { ...moved, deleted_at: null, deleted_by: null };
  // A deleted student or client stays deleted; who deleted them is not carried, their kept groups are moved.
  if (shape.name === 'students' || shape.name === 'clients') moved = moveDeletedGroups(moved, maps);
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

type Rows = Map<string, ArchiveRow[]>;
/** Old id → the id of a row already there, by table. */
type PinnedIds = Map<string, Map<number, number>>;

/** The archive held against the live schema: every row checked, one school, school roles only, an owner. */
function checkArchive(graph: TableGraph, order: readonly string[], archive: SchoolArchive) {
  for (const name of Object.keys(archive.tables))
    if (!order.includes(name)) throw invalid(`В архиве таблица «${name}», которой в этой версии Ритма нет`);
  const rowsOf: Rows = new Map(
    order.map((table) => [
      table,
      checkRows(graph.get(table) as TableShape, archive.tables[table] ?? [], secretColumns[table] ?? []),
    ]),
  );
  const school = requireOne(rowsOf.get('schools') ?? [], 'В архиве должна быть ровно одна школа');
  // The school's zone is read by every request and every night's jobs: an unknown one is refused here.
  if (school.time_zone !== undefined && !isTimeZone(String(school.time_zone)))
    throw badRow('schools', 0, `неизвестный часовой пояс «${String(school.time_zone)}»`);
  const users = rowsOf.get('users') ?? [];
  // An account of a school is never the platform's admin: an archive cannot bring one in.
  for (const [index, user] of users.entries())
    if (!SCHOOL_ROLES.includes(String(user.role)))
      throw badRow('users', index, `роль «${String(user.role)}» — не роль сотрудника школы`);
  const owner = users.filter((user) => user.role === 'owner').sort((a, b) => Number(a.id) - Number(b.id))[0];
  if (!owner) throw invalid('В архиве нет владельца школы');
  return { rowsOf, school, owner, users };
}

/**
 * New ids for every row that has one of its own, handed out before anything is written, in the order of the old
 * ids; `pinned` rows land on rows already there (the owner's own school card and account). Sorts the rows so.
 */
async function handOutIds(
  db: AnyDb,
  graph: TableGraph,
  order: readonly string[],
  rowsOf: Rows,
  pinned: PinnedIds,
) {
  const maps = new IdMaps();
  for (const table of order) {
    const key = ownKey(graph.get(table) as TableShape);
    if (!key) continue;
    const rows = [...(rowsOf.get(table) ?? [])].sort((a, b) => Number(a[key]) - Number(b[key]));
    rowsOf.set(table, rows);
    const fresh = rows.filter((row) => !pinned.get(table)?.has(Number(row[key])));
    const ids = await allocateIds(db, table, key, fresh.length);
    for (const [index, row] of fresh.entries()) maps.set(table, Number(row[key]), ids[index] as number);
    for (const [from, to] of pinned.get(table) ?? []) maps.set(table, from, to);
  }
  return maps;
}

export async function loadSchool(
  db: AnyDb,
  archive: SchoolArchive,
  target: LoadTarget,
  options: LoadOptions,
): Promise<LoadResult> {
  const graph = await readTableGraph(db);
  const { scopes, order, deferred } = archivedTables(graph);
  const shapeOf = (table: string) => graph.get(table) as TableShape;
  const { rowsOf, school, owner, users } = checkArchive(graph, order, archive);
  const own = target.kind === 'own' ? target : null;
  if (own) await clearNewSchool(db, scopes, order, own);
  await assertEmailsFree(
    db,
    users.filter((user) => !(own && user === owner)).map((user) => String(user.email)),
  );

  const pinned: PinnedIds = new Map(
    own
      ? [
          ['schools', new Map([[Number(school.id), own.schoolId]])],
          ['users', new Map([[Number(owner.id), own.ownerId]])],
        ]
      : [],
  );
  const maps = await handOutIds(db, graph, order, rowsOf, pinned);
  // The owner's own card is overwritten and their account kept; the archived owner's profile gives way to theirs.
  const skipped = (table: string, row: ArchiveRow) =>
    pinned.get(table)?.has(Number(row[ownKey(shapeOf(table)) ?? ''])) ||
    (own !== null && table === 'user_profiles' && row.user_id === owner.id);

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
      else if (table === 'schools' && own) await overwriteRow(db, table, 'id', own.schoolId, moved);
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
    schoolId: own ? own.schoolId : (maps.get('schools', Number(school.id)) as number),
    schoolName: String(school.name),
    ownerEmail: String(owner.email),
    rows: written,
  };
}
