import type { Kysely } from 'kysely';
import { daysBetween, russianDate } from '../../../../src/contract/index.ts';
import type { Database } from '../../db/schema.ts';
import * as ledger from '../ledger/service.ts';
import * as subscriptions from '../subscriptions/service.ts';
import { type Cells, type RowProblems, readDate } from './cells.ts';
import type { ImportAuthor } from './run-import.ts';

// The opening data of a school moving from another CRM (docs/import.md): a pass with the visits it has left and
// its end, and the balance the student brings. Both go into the ledger like everything else, so the student's
// account explains them («Остаток из прежней CRM», «Баланс из прежней CRM»).

export type OpeningPass = { name: string; visits: number | null; expires: string };
export type Opening = { pass?: OpeningPass; balance?: number };

const DEFAULT_PASS_NAME = 'Абонемент из прежней CRM';
const MAX_VISITS = 1000;
/** 10 000 000 ₽, the ledger's limit for one sum, in kopecks. */
const MAX_KOPECKS = 1_000_000_000;

/** «−1 200,50 ₽», «1200», «-350 руб.» → kopecks; undefined when the text is not a sum. */
export function readRubles(text: string): number | undefined {
  const bare = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/(₽|руб\.?|р\.)$/i, '')
    .replace('−', '-')
    .replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(bare)) return undefined;
  const kopecks = Math.round(Number(bare) * 100);
  return Math.abs(kopecks) <= MAX_KOPECKS ? kopecks : undefined;
}

/** The opening pass and balance of a row; empty cells leave them out. */
export function readOpening(cells: Cells, today: string, problems: RowProblems): Opening {
  const opening: Opening = {};
  const name = cells.subscription ?? '';
  const visitsText = cells.subscription_visits ?? '';
  const expiresText = cells.subscription_expires ?? '';
  if (name !== '' || visitsText !== '' || expiresText !== '') {
    const visits = visitsText === '' ? null : Number(visitsText);
    if (visits !== null && !(/^\d{1,4}$/.test(visitsText) && visits <= MAX_VISITS))
      problems.add(`Осталось занятий: «${visitsText}» — нужно целое число от 0 до ${MAX_VISITS}`);
    const expires = readDate(expiresText, 'subscription_expires', problems);
    if (expires === null) problems.add('Абонемент: укажите, до какого числа он действует');
    if (expires && expires < today) problems.add(`Абонемент: срок ${russianDate(expires)} уже прошёл`);
    if (expires) opening.pass = { name: name || DEFAULT_PASS_NAME, visits, expires };
  }
  const balanceText = cells.balance ?? '';
  if (balanceText !== '') {
    const balance = readRubles(balanceText);
    if (balance === undefined) problems.add(`Баланс: «${balanceText}» — не сумма в рублях`);
    else if (balance !== 0) opening.balance = balance;
  }
  return opening;
}

/** Writes the opening pass and balance of a student (already checked not to be there). */
export async function writeOpening(
  db: Kysely<Database>,
  studentId: number,
  opening: Opening,
  author: ImportAuthor,
  today: string,
): Promise<void> {
  const by = {
    school_id: author.schoolId,
    created_by: author.userId,
    created_at: author.time.now.toISOString(),
  };
  const { pass, balance } = opening;
  if (pass) {
    const id = await subscriptions.insertSubscription(db, {
      school_id: author.schoolId,
      student_id: studentId,
      template_id: null,
      sub_name: pass.name,
      kind: pass.visits === null ? 'unlimited' : 'visits',
      visits: pass.visits,
      // Paid for in the old CRM: nothing is owed for it here.
      price: 0,
      validity_days: daysBetween(today, pass.expires) + 1,
      starts_on: 'sale',
      freeze_count: 0,
      freeze_days: 0,
      issued_at: today,
      starts_at: today,
      expires_at: pass.expires,
      sold_by: author.userId,
    });
    await ledger.recordEntry(db, by, {
      student_id: studentId,
      kind: 'sale',
      entry_date: today,
      amount: 0,
      visits: 0,
      subscription_id: id,
      note: { code: 'opening_pass', pass: pass.name, visits: pass.visits, expires: pass.expires },
    });
  }
  if (balance !== undefined)
    await ledger.recordEntry(db, by, {
      student_id: studentId,
      kind: 'opening',
      entry_date: today,
      amount: balance,
      visits: 0,
      note: { code: 'opening_balance' },
    });
}

/** Whether the student already has this pass (same name and end): an import run twice adds it once. */
export const hasPass = (
  current: readonly { sub_name: string; expires_at: string | null }[],
  pass: OpeningPass,
) =>
  current.some(
    (subscription) => subscription.sub_name === pass.name && subscription.expires_at === pass.expires,
  );
