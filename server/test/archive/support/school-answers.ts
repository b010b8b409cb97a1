import { apiPath, type EndpointName, endpoints } from '../../../../src/contract/index.ts';
import { api } from '../../support/api-client.ts';
import { ownerListNames } from '../../support/owner-lists.ts';
import type { TestApp } from '../../support/test-app.ts';

// What a school's owner sees, endpoint by endpoint: every list of the endpoint table (the backups' walk), every
// report and money list over a period, the whole history page by page, and every row a list names read on its own
// — among them each student's account, the balance and the ledger behind it. Rows read by id are keyed by their
// place in their list, so two installations' answers line up whatever the ids.

export const PERIOD = { date_from: '2026-02-01', date_to: '2026-04-30' };

/** The reads that need a period: every report, the money lists, the finances' summary, the payroll preview. */
const periodReads = (Object.keys(endpoints) as EndpointName[]).filter((name) =>
  name.startsWith('report') && name !== 'reportOptions'
    ? true
    : ['paymentsWhere', 'refundsWhere', 'expensesWhere', 'financeSummary', 'payroll'].includes(name),
);

/** The rows read one by one: the endpoint, the list that names them. */
const rowReads: [EndpointName, EndpointName][] = [
  ['studentAccount', 'studentsAll'],
  ['student', 'studentsAll'],
  ['client', 'clientsWhere'],
  ['group', 'groupsAll'],
  ['lesson', 'lessonsWhere'],
  ['schedule', 'schedulesWhere'],
  ['style', 'stylesWhere'],
  ['status', 'statusesAll'],
];

export async function schoolAnswers(app: TestApp, cookie: string): Promise<Record<string, unknown>> {
  const owner = api(app, cookie);
  const read = async (name: EndpointName, body?: Record<string, unknown>, id?: number) => {
    const path = `/${apiPath(name, id === undefined ? {} : { id })}`;
    const response =
      endpoints[name].method === 'GET' ? await owner.get(path) : await owner.post(path, body ?? {});
    return { status: response.status, body: response.body };
  };
  const answers: Record<string, unknown> = {};
  for (const name of ownerListNames()) answers[name] = await read(name, {});
  for (const name of periodReads)
    answers[`${name} ${PERIOD.date_from}…${PERIOD.date_to}`] = await read(name, PERIOD);
  answers['reportPayments по месяцам'] = await read('reportPayments', { ...PERIOD, step: 'month' });

  const history: unknown[] = [];
  for (let before: number | null | undefined; before !== null; ) {
    const page = await read('history', before === undefined ? {} : { before_id: before });
    const { entries, next_before_id } = page.body as { entries: unknown[]; next_before_id: number | null };
    history.push(...entries);
    before = next_before_id;
  }
  answers.history = history;

  for (const [name, list] of rowReads) {
    const rows = ((answers[list] as { body: { id: number }[] }).body ?? []) as { id: number }[];
    for (const [index, row] of rows.entries())
      answers[`${name} #${index}`] = await read(name, undefined, row.id);
  }
  return answers;
}
