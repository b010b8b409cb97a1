import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { User } from '../../../src/contract/index.ts';
import type { Database } from '../db/schema.ts';
import { schoolRevision } from '../db/school-revision.ts';
import { localDate } from '../modules/shared/local-date.ts';

// Conditional lists (docs/api.md, «Условные списки»): a list answer carries an ETag made of the school's data
// revision — raised by every write in the same transaction — plus what else the answer depends on (the day, the
// caller's role, the filter). A request that names the current tag is answered 304 without reading a row, and the
// serialised answer of a tag is kept, so an unchanged list costs a lookup even for a client that has none.

/** Answers kept per process: a few lists of a few schools; the oldest goes first. */
const MAX_KEPT = 64;

/** FNV-1a of a text, as 8 hex digits: tells apart the filters of one list. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

export type ListTag = string;

/** The answers of the current tags, in the order they were made. */
export class KeptAnswers {
  private readonly answers = new Map<ListTag, string>();

  get(tag: ListTag): string | undefined {
    return this.answers.get(tag);
  }

  keep(tag: ListTag, json: string): void {
    this.answers.set(tag, json);
    if (this.answers.size > MAX_KEPT) this.answers.delete(this.answers.keys().next().value as ListTag);
  }
}

/** The tag of a list answer right now: read before the rows, so rows read after a write never get an older tag. */
export async function listTag(
  db: Kysely<Database>,
  endpoint: string,
  user: User,
  schoolId: number,
  body: unknown,
  now: Date,
): Promise<ListTag> {
  const revision = await schoolRevision(db, schoolId);
  const filter = shortHash(JSON.stringify(body ?? null));
  return `"${endpoint}-${schoolId}-${revision}-${localDate(now)}-${user.role}-${filter}"`;
}

/** Whether the request's If-None-Match names the tag (a list of tags, or `*`). */
export function isFresh(c: Context, tag: ListTag): boolean {
  const header = c.req.header('If-None-Match');
  if (!header) return false;
  return (
    header === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)
  );
}
