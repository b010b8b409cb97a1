import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  russianDate,
  type SchoolImportAnswer,
  type SchoolTime,
  type schoolImportSchema,
  type User,
} from '../../../../src/contract/index.ts';
import {
  decodeBase64,
  FAMILY_JSON,
  readSchoolArchive,
  SCHOOL_JSON,
  type SchoolArchive,
} from '../../archive/archive-format.ts';
import {
  ARCHIVE_FORMAT,
  excludedTables,
  FAMILY_FORMAT,
  FORMAT_VERSION,
} from '../../archive/archive-policy.ts';
import { type LoadTarget, loadSchool } from '../../archive/load-school.ts';
import { zipFiles } from '../../archive/zip-file.ts';
import { randomBytes, toBase64Url } from '../../auth/bytes.ts';
import { hashPassword } from '../../auth/password.ts';
import { dialectOf } from '../../db/dialect.ts';
import { actorScope } from '../../db/history-actor.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import { migrations } from '../../db/migrations/index.ts';
import type { Database } from '../../db/schema.ts';
import { createJoinForm } from '../join-form/service.ts';
import { forbidden, invalid } from '../shared/domain-errors.ts';
import { csvEntries, readme, tablesJson } from './archive-files.ts';
import { readFamilyTables } from './family-rows.ts';
import { type ArchivedTable, readSchoolTables } from './school-rows.ts';

// A school's data in one archive and one family's data as a file (docs/archive.md).

/** A file to hand over: its Russian name and a Latin one for clients that cannot read the first. */
export type ArchiveFile = { name: string; asciiName: string; bytes: Uint8Array };

const SCHEMA = Object.keys(migrations).sort().at(-1) as string;

/** Characters no file system takes in a name, and quotes that would end the header's value. */
const fileNamePart = (text: string) =>
  text
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);

/** Reads every table in one snapshot: a payment and its ledger line are never taken a moment apart. */
function inSnapshot<T>(db: Kysely<Database>, read: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read);
}

const nameOf = (tables: readonly ArchivedTable[], table: string) =>
  String(tables.find((item) => item.shape.name === table)?.rows[0]?.name ?? '');

/** «Скачать архив школы»: everything of the caller's school as a ZIP. */
export async function exportSchool(
  db: Kysely<Database>,
  schoolId: number,
  time: SchoolTime,
): Promise<ArchiveFile> {
  const tables = await inSnapshot(db, (trx) => readSchoolTables(trx, schoolId));
  const schoolName = nameOf(tables, 'schools');
  const archive: SchoolArchive = {
    format: ARCHIVE_FORMAT,
    format_version: FORMAT_VERSION,
    exported_at: time.now.toISOString(),
    schema: SCHEMA,
    source: { dialect: dialectOf(db), school_id: schoolId, school_name: schoolName },
    excluded: excludedTables,
    tables: tablesJson(tables),
  };
  const json = JSON.stringify(archive, null, 1);
  const bytes = await zipFiles(
    [
      readme('school', SCHOOL_JSON, excludedTables),
      { name: SCHOOL_JSON, content: json },
      ...csvEntries(tables, time.zone),
    ],
    time.now,
  );
  return {
    name: `Архив школы ${fileNamePart(schoolName)} ${russianDate(time.today)}.zip`,
    asciiName: `ritm-school-${time.today}.zip`,
    bytes,
  };
}

/** «Выгрузить данные семьи»: the client's family as a ZIP (152-ФЗ); 404 for a client of another school. */
export async function exportFamily(
  db: Kysely<Database>,
  schoolId: number,
  clientId: number,
  time: SchoolTime,
): Promise<ArchiveFile> {
  const tables = await inSnapshot(db, (trx) => readFamilyTables(trx, schoolId, clientId));
  const clientName = nameOf(tables, 'clients');
  const json = JSON.stringify(
    {
      format: FAMILY_FORMAT,
      format_version: FORMAT_VERSION,
      exported_at: time.now.toISOString(),
      client: { id: clientId, name: clientName },
      excluded: excludedTables,
      tables: tablesJson(tables),
    },
    null,
    2,
  );
  const bytes = await zipFiles(
    [
      readme('family', FAMILY_JSON, excludedTables),
      { name: FAMILY_JSON, content: json },
      ...csvEntries(tables, time.zone),
    ],
    time.now,
  );
  return {
    name: `Данные семьи ${fileNamePart(clientName)} ${russianDate(time.today)}.zip`,
    asciiName: `ritm-family-${clientId}-${time.today}.zip`,
    bytes,
  };
}

type ImportBody = z.output<typeof schoolImportSchema>;

/**
 * «Загрузить архив»: the platform admin into a new school (its owner gets the password given), the owner into their
 * own school while it holds only what registration made. One transaction with the history's triggers off: a
 * refused archive writes nothing, and the rows' own history comes along instead of thousands of new entries.
 */
export async function importSchool(
  db: Kysely<Database>,
  caller: User,
  body: ImportBody,
): Promise<SchoolImportAnswer> {
  let target: LoadTarget;
  if (caller.role === 'admin') {
    if (!body.owner_password) throw invalid('Задайте пароль владельца: с ним он войдёт в загруженную школу');
    target = { kind: 'new' };
  } else if (caller.role === 'owner' && caller.school_id !== null) {
    target = { kind: 'own', schoolId: caller.school_id, ownerId: caller.id };
  } else throw forbidden();
  const archive = await readSchoolArchive(decodeBase64(body.archive), Object.keys(migrations));
  // Staff come without passwords (none is exported): a random one nobody knows, until the owner sets theirs.
  const lockedPasswordHash = await hashPassword(toBase64Url(randomBytes(32)));
  const ownerPasswordHash =
    target.kind === 'new' && body.owner_password ? await hashPassword(body.owner_password) : null;
  const loaded = await actorScope().run('off', () =>
    inTransaction(db, async (trx) => {
      const school = await loadSchool(trx, archive, target, { ownerPasswordHash, lockedPasswordHash });
      // A new school's link for its site's trial form is its own (the archive carries none: docs/archive.md).
      if (target.kind === 'new') await createJoinForm(trx, school.schoolId);
      return school;
    }),
  );
  return {
    school_id: loaded.schoolId,
    name: loaded.schoolName,
    owner_email: target.kind === 'own' ? caller.email : loaded.ownerEmail,
    rows: loaded.rows,
  };
}
