import { type DeletedPerson, RESTORE_DAYS } from '../../../../src/contract/index.ts';

// Deletion that can be undone, for students and clients (docs/deletion.md, «Ученики и клиенты»).

const DAY_MS = 24 * 60 * 60_000;

/** The earliest deletion still restorable at `now`: one made before it is due for the purge. */
export const restoreWindowStart = (now: Date) =>
  new Date(now.getTime() - RESTORE_DAYS * DAY_MS).toISOString();

/** A deleted row as the owner's list shows it: when it goes for good and how many whole days are left. */
export function toDeletedPerson(
  row: { id: number; name: string; deleted_at: string | null },
  now: Date,
): DeletedPerson {
  const deletedAt = row.deleted_at as string;
  const purgeAt = Date.parse(deletedAt) + RESTORE_DAYS * DAY_MS;
  return {
    id: Number(row.id),
    name: row.name,
    deleted_at: deletedAt,
    purge_at: new Date(purgeAt).toISOString(),
    days_left: Math.max(0, Math.floor((purgeAt - now.getTime()) / DAY_MS)),
  };
}

/** The group ids kept aside at the deletion, back from their JSON. */
export function keptGroups(json: string | null): number[] {
  if (!json) return [];
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
}
