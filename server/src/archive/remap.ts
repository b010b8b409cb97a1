import type { TableGraph } from '../db/table-graph.ts';
import type { ArchiveRow } from './archive-format.ts';
import { occasionTables } from './archive-policy.ts';

// Ids on the way in (docs/archive.md, «Номера строк»): every row gets the installation's next id, and every
// reference follows its row. The ids are handed out before the first insert, so a reference to a row not yet
// written — a loop, a key to a later row of the same table — is known all the same.

export class IdMaps {
  private readonly moved = new Map<string, Map<number, number>>();
  private readonly standIns = new Map<string, Map<number, number>>();

  set(table: string, from: number, to: number): void {
    const map = this.moved.get(table) ?? new Map<number, number>();
    map.set(from, to);
    this.moved.set(table, map);
  }

  /** The new id of a row the archive brought, if it brought it. */
  get(table: string, from: number): number | undefined {
    return this.moved.get(table)?.get(from);
  }

  /**
   * The new id of a row, or — for a row that is no longer there (a deleted student the history still tells of) — a
   * negative stand-in, the same for every mention of it and never any real row's id.
   */
  follow(table: string, from: number): number {
    const moved = this.get(table, from);
    if (moved !== undefined) return moved;
    const standIns = this.standIns.get(table) ?? new Map<number, number>();
    this.standIns.set(table, standIns);
    const known = standIns.get(from);
    if (known !== undefined) return known;
    const standIn = -(standIns.size + 1);
    standIns.set(from, standIn);
    return standIn;
  }
}

type Row = Record<string, unknown>;

/** A stored row of the history (its JSON) with its id and its references moved. */
function movedRowText(text: unknown, table: string, graph: TableGraph, maps: IdMaps): unknown {
  if (typeof text !== 'string') return text;
  let row: Row;
  try {
    row = JSON.parse(text) as Row;
  } catch {
    return text;
  }
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return text;
  const keys = new Map((graph.get(table)?.foreignKeys ?? []).map((key) => [key.column, key.parent]));
  keys.set('id', table);
  for (const [field, value] of Object.entries(row)) {
    const target = keys.get(field);
    if (target && typeof value === 'number') row[field] = maps.follow(target, value);
  }
  return JSON.stringify(row);
}

/** The history's ids without foreign keys: the thing an entry is about, who made it, and the rows it stored. */
export function moveHistoryIds(row: ArchiveRow, graph: TableGraph, maps: IdMaps): ArchiveRow {
  const table = String(row.table_name);
  const moved: Row = { ...row };
  if (typeof row.entity_id === 'number') moved.entity_id = maps.follow(String(row.entity), row.entity_id);
  if (typeof row.user_id === 'number') moved.user_id = maps.follow('users', row.user_id);
  if (typeof row.api_token_id === 'number') moved.api_token_id = maps.follow('api_tokens', row.api_token_id);
  moved.before = movedRowText(row.before, table, graph, maps);
  moved.after = movedRowText(row.after, table, graph, maps);
  return moved as ArchiveRow;
}

/** A message's occasion (`<id>:…`) with its id moved, so «once per occasion» still holds after the move. */
export function moveOccasion(row: ArchiveRow, maps: IdMaps): ArchiveRow {
  const table = occasionTables[String(row.kind) as keyof typeof occasionTables];
  // The id opens the occasion, after a word naming what it is where there is one (`makeup:12`).
  const match = /^([a-z]+:)?(\d+)(.*)$/s.exec(String(row.occasion));
  if (!table || !match) return row;
  return { ...row, occasion: `${match[1] ?? ''}${maps.follow(table, Number(match[2]))}${match[3]}` };
}
