import { phoneField } from '../../../../src/contract/index.ts';
import { type Cells, type RowProblems, splitList } from './cells.ts';

/** A student's parent (a client) as a file gives it. */
export type Parent = { name: string; phone: string; relation: string };

const parentPhone = phoneField('Телефон родителя');
const PARENT_NAME_MAX = 200;
const RELATION_MAX = 60;

// «Ольга Петрова +7 (916) 123-45-67»: the phone is what ends the item, digits with the usual separators.
const TRAILING_PHONE = /^(.*?)\s*(\+?\d[\d\s().-]{8,})$/;

function readParent(
  name: string,
  phone: string,
  relation: string,
  problems: RowProblems,
): Parent | undefined {
  if (name === '') {
    problems.add(`Родитель: у телефона «${phone}» нет имени`);
    return undefined;
  }
  if (name.length > PARENT_NAME_MAX) problems.add(`Имя родителя длиннее ${PARENT_NAME_MAX} символов`);
  if (relation.length > RELATION_MAX) problems.add(`«Кем приходится» длиннее ${RELATION_MAX} символов`);
  const parsed = parentPhone.safeParse(phone);
  if (!parsed.success) problems.addIssues(parsed.error);
  return parsed.success ? { name, phone: parsed.data, relation } : undefined;
}

/**
 * The parents of a row: from the «Родители» cell (Ритм's export: «Имя +7 (…) …, Имя2 …») and from the separate
 * parent's name, phone and relation cells.
 */
export function readParents(cells: Cells, problems: RowProblems): Parent[] {
  const parents: Parent[] = [];
  for (const item of splitList(cells.parents ?? '')) {
    const match = TRAILING_PHONE.exec(item);
    const parent = readParent(match?.[1]?.trim() ?? item, match?.[2] ?? '', '', problems);
    if (parent) parents.push(parent);
  }
  const name = cells.parent_name ?? '';
  const phone = cells.parent_phone ?? '';
  if (name !== '' || phone !== '') {
    const parent = readParent(name, phone, cells.parent_relation ?? '', problems);
    if (parent) parents.push(parent);
  }
  return parents;
}
