import type { Kysely } from 'kysely';
import {
  type SkillLevel,
  STUDENT_PLACEHOLDER_NAME,
  type StudentRecord,
  skillLevelLabels,
  skillLevels,
  studentUpdateSchema,
} from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import * as clients from '../clients/service.ts';
import * as groups from '../groups/service.ts';
import * as ledger from '../ledger/service.ts';
import { payingStudent } from '../payments/service.ts';
import { defaultStatusId, listStatuses } from '../statuses/service.ts';
import * as students from '../students/service.ts';
import {
  byKeys,
  changesAny,
  filledFields,
  NamedIds,
  nameKey,
  patchOf,
  personKey,
  readDate,
  readGroups,
  readNamed,
  readWithSchema,
} from './cells.ts';
import { hasPass, type Opening, readOpening, writeOpening } from './opening.ts';
import { type Parent, readParents } from './parents.ts';
import type { ImportAuthor, Importer } from './run-import.ts';

/** A student read from a file; a field left undefined was empty and stays as it is on an update. */
type StudentRow = {
  name: string;
  birthdate?: string;
  skill_level?: SkillLevel;
  contact?: string;
  status_id?: number;
  groups?: number[];
  parents: Parent[];
  /** A pass and a balance brought from another CRM. */
  opening: Opening;
};

type Context = {
  statuses: NamedIds;
  groups: NamedIds;
  /** Students by each of their keys (see `studentKeys`). */
  byKey: Map<string, StudentRecord>;
  /** The school's clients by person key; the clients an import creates join it, so a parent is created once. */
  clientsByKey: Map<string, number>;
  defaultStatus: number | null;
  /** Students whose opening balance is already in the ledger: an import run twice adds it once. */
  withOpeningBalance: Set<number>;
  today: string;
};

/** What an import may change in a student it matched (the name matched). */
const editable = ['birthdate', 'skill_level', 'contact', 'status_id'] as const;

const levels = new NamedIds(
  skillLevels.flatMap((level, index) => [
    { id: index + 1, name: level },
    { id: index + 1, name: skillLevelLabels[level] },
  ]),
);

/**
 * A student has no phone of their own (docs/import.md): a parent's phone stands in for it, then the birthdate; a
 * student with neither is keyed by the name alone.
 */
function studentKeys(
  name: string,
  phones: readonly string[],
  birthdate: string | null | undefined,
): string[] {
  const key = nameKey(name);
  const keys = phones.filter((phone) => phone !== '').map((phone) => `${key}|phone:${phone}`);
  if (birthdate) keys.push(`${key}|born:${birthdate}`);
  return keys.length > 0 ? keys : [`${key}|`];
}

const rowKeys = (row: StudentRow) =>
  studentKeys(
    row.name,
    row.parents.map((parent) => parent.phone),
    row.birthdate,
  );

/** What of a row's opening data the student does not have yet; null when nothing. */
export function newOpening(opening: Opening, student: StudentRecord, context: Context): Opening | null {
  const pass = opening.pass && !hasPass(student.subscriptions, opening.pass) ? opening.pass : undefined;
  const balance =
    opening.balance !== undefined && !context.withOpeningBalance.has(student.id)
      ? opening.balance
      : undefined;
  if (!pass && balance === undefined) return null;
  return { ...(pass && { pass }), ...(balance !== undefined && { balance }) };
}

const parentKey = (parent: Parent) => personKey(parent.name, parent.phone);

/** The client of each parent: found by name and phone, or created (once per import). */
async function parentClientId(
  db: Kysely<Database>,
  parent: Parent,
  context: Context,
  author: ImportAuthor,
): Promise<number> {
  const found = context.clientsByKey.get(parentKey(parent));
  if (found !== undefined) return found;
  const id = await clients.insertClient(db, author.schoolId, {
    name: parent.name,
    phone: parent.phone,
    birthdate: null,
    contact: '',
    email: null,
    created_at: author.time.now.toISOString(),
  });
  context.clientsByKey.set(parentKey(parent), id);
  return id;
}

/** The student's links with the row's parents added; the first parent pays when nobody does yet. */
async function linksWithParents(
  db: Kysely<Database>,
  current: readonly students.ClientLink[],
  parents: readonly Parent[],
  context: Context,
  author: ImportAuthor,
): Promise<students.ClientLink[]> {
  const links = [...current];
  for (const parent of parents) {
    const id = await parentClientId(db, parent, context, author);
    if (links.some((link) => link.id === id)) continue;
    links.push({ id, relation: parent.relation, is_payer: !links.some((link) => link.is_payer) });
  }
  return links;
}

export const studentImporter: Importer<StudentRow, StudentRecord, Context> = {
  async load(db, { schoolId, time }) {
    const [statuses, studentGroups, existing, schoolClients, openings] = await Promise.all([
      listStatuses(db, schoolId, 'student'),
      groups.listGroups(db, schoolId, 'student'),
      students.listStudents(db, schoolId, time),
      clients.clientNamesAndPhones(db, schoolId),
      ledger.studentsWithOpening(db, schoolId),
    ]);
    const byKey = byKeys(existing, (student) =>
      studentKeys(
        student.name,
        student.clients.map((client) => client.phone),
        student.birthdate,
      ),
    );
    const parentsByKey = byKeys(schoolClients, (client) => [personKey(client.name, client.phone)]);
    const clientsByKey = new Map([...parentsByKey].map(([key, client]) => [key, client.id]));
    return {
      statuses: new NamedIds(statuses),
      groups: new NamedIds(studentGroups),
      byKey,
      clientsByKey,
      defaultStatus: await defaultStatusId(db, schoolId, 'student'),
      withOpeningBalance: new Set(openings.map((line) => line.student_id)),
      today: time.today,
    };
  },

  read(cells, context, problems) {
    const birthdate = readDate(cells.birthdate ?? '', 'birthdate', problems);
    const level = readNamed(
      cells.skill_level ?? '',
      levels,
      (name) => `Уровень: «${name}» — пишите «Начинающий», «Средний» или «Профи»`,
      problems,
    );
    const status = readNamed(
      cells.status ?? '',
      context.statuses,
      (name) => `Статус: нет статуса учеников «${name}»`,
      problems,
    );
    const groupIds = readGroups(cells.groups ?? '', context.groups, problems);
    const parents = readParents(cells, problems);
    const opening = readOpening(cells, context.today, problems);
    const fields = readWithSchema(
      studentUpdateSchema,
      { name: cells.name ?? '', birthdate: birthdate ?? null, contact: cells.contact ?? '' },
      problems,
    );
    if (!fields) return undefined;
    return {
      name: fields.name ?? '',
      ...filledFields({
        birthdate: fields.birthdate,
        skill_level: level ? skillLevels[level - 1] : undefined,
        contact: fields.contact,
        status_id: status,
        groups: groupIds,
      }),
      parents,
      opening,
    };
  },

  keys: rowKeys,

  find(row, context) {
    for (const key of rowKeys(row)) {
      const student = context.byKey.get(key);
      if (student) return student;
    }
    return undefined;
  },

  changes(row, student, context) {
    const linked = new Set(student.clients.map((client) => client.id));
    const newParent = row.parents.some((parent) => {
      const client = context.clientsByKey.get(parentKey(parent));
      return client === undefined || !linked.has(client);
    });
    return (
      changesAny(row, student, editable) || newParent || newOpening(row.opening, student, context) !== null
    );
  },

  async create(db, row, context, author) {
    const id = await students.insertStudent(db, author.schoolId, {
      name: row.name || STUDENT_PLACEHOLDER_NAME,
      birthdate: row.birthdate ?? null,
      skill_level: row.skill_level ?? 'beginner',
      contact: row.contact ?? '',
      email: null,
      status_id: row.status_id ?? context.defaultStatus,
      created_at: author.time.now.toISOString(),
    });
    if (row.groups?.length) await groups.replaceMemberships(db, 'student', id, row.groups);
    if (row.parents.length > 0)
      await students.replaceClientLinks(db, id, await linksWithParents(db, [], row.parents, context, author));
    await writeOpening(db, id, row.opening, author, context.today);
    return id;
  },

  async update(db, row, student, context, author) {
    await students.patchStudent(db, student.id, patchOf(row, editable));
    if (row.groups) await groups.replaceMemberships(db, 'student', student.id, row.groups);
    const current = student.clients.map(({ id, relation, is_payer }) => ({ id, relation, is_payer }));
    const links = await linksWithParents(db, current, row.parents, context, author);
    if (links.length > current.length) await students.replaceClientLinks(db, student.id, links);
    const opening = newOpening(row.opening, student, context);
    if (opening) {
      // Money of one student is written under the lock of their row (docs/money.md).
      await payingStudent(db, author.schoolId, student.id);
      await writeOpening(db, student.id, opening, author, context.today);
    }
  },
};
