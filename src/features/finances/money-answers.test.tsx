import { type QueryClient, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '@/lib/http';
import { moneyViewKeys } from '@/lib/query-keys';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';
import { financeQueries } from './api/finance-queries';
import { PaymentForm } from './components/payment-form';
import { SellSubscriptionForm } from './components/sell-subscription-form';

// A payment or a sale is one request whose answer updates the money views it touches — every figure the same as
// the server's own, read afterwards — and only what the answer cannot say is read again.

// The tests' clock stands in March 2026 (mocks/node.ts).
const MARCH = { date_from: '2026-03-01', date_to: '2026-03-31' };

/** The money views the finances page shows, kept on screen beside the form (as the page keeps them). */
function Shown() {
  useQuery(financeQueries.balances());
  useQuery(financeQueries.payments(MARCH));
  useQuery(financeQueries.summary(MARCH));
  useQuery(financeQueries.activeSubscriptions());
  return null;
}

/** The school's students list (its passes), on screen as on «Ученики» or beside «Сегодня». */
function StudentsShown({ schoolId }: { schoolId: number }) {
  useQuery({
    queryKey: [...moneyViewKeys.studentLists(), schoolId],
    queryFn: () => callApi('studentsAll', { json: { school_id: schoolId } }),
  });
  return null;
}

/** Every request from now on, as «METHOD /path». */
function requestsFromNow() {
  const sent: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return sent;
}

afterEach(() => mockServer.events.removeAllListeners());

const settled = (queryClient: QueryClient) =>
  waitFor(() => expect(queryClient.isMutating() + queryClient.isFetching()).toBe(0));

describe('a money write’s answer', { timeout: 30_000 }, () => {
  it('pays a debt off with one request: the balances, the period’s payments and totals agree with the server', async () => {
    await signInAs('accountant');
    const debtor = (await callApi('balances')).students.find((row) => row.balance < 0);
    if (!debtor) throw new Error('The demo school has no student who owes');
    const { user, queryClient } = renderWithQuery(
      <>
        <Shown />
        <PaymentForm students={[{ id: debtor.student_id, name: debtor.student_name }]} />
      </>,
    );
    // The amount starts with the debt: the usual payment pays it off.
    await waitFor(() => expect(screen.getByLabelText('Сумма, ₽')).not.toHaveValue(''));
    await settled(queryClient);
    const sent = requestsFromNow();

    await user.click(screen.getByRole('button', { name: 'Добавить платёж' }));
    await waitFor(() => expect(screen.getByLabelText('Сумма, ₽')).toHaveValue(''));
    await settled(queryClient);

    expect(sent).toEqual(['POST /api/payments/create']);
    expect(queryClient.getQueryData(financeQueries.balances().queryKey)).toEqual(await callApi('balances'));
    expect(queryClient.getQueryData(financeQueries.payments(MARCH).queryKey)).toEqual(
      await callApi('paymentsWhere', { json: MARCH }),
    );
    expect(queryClient.getQueryData(financeQueries.summary(MARCH).queryKey)).toEqual(
      await callApi('financeSummary', { json: MARCH }),
    );
    expect(queryClient.getQueryData(financeQueries.activeSubscriptions().queryKey)).toEqual(
      await callApi('subscriptionsWhere', { json: { active: true } }),
    );
  });

  it('puts a sold pass into the students list and the running passes without reading either again', async () => {
    await signInAs('owner');
    const [template] = (await callApi('subscriptionTemplatesAll')).filter((item) => !item.is_archived);
    const student = (await callApi('studentsAll', { json: {} })).find(
      (item) => item.subscriptions?.length === 0,
    );
    if (!template || !student)
      throw new Error('The demo school has no template or no student without a pass');
    const { user, queryClient } = renderWithQuery(
      <>
        <Shown />
        <StudentsShown schoolId={student.school_id} />
        <SellSubscriptionForm students={[student]} />
      </>,
    );
    const studentList = [...moneyViewKeys.studentLists(), student.school_id];
    await waitFor(() => expect(queryClient.getQueryData(studentList)).toBeDefined());
    await settled(queryClient);
    const sent = requestsFromNow();

    await user.selectOptions(screen.getByLabelText('Шаблон'), String(template.id));
    await user.click(screen.getByRole('button', { name: 'Продать' }));
    await waitFor(() => expect(sent).toContain('POST /api/subscriptions/sell'));
    await settled(queryClient);

    expect(sent).not.toContain('POST /api/students/getAllStudInfo');
    expect(sent).not.toContain('POST /api/subscriptions/getallwhere');
    const stored = (await callApi('studentsAll', { json: {} })).find((item) => item.id === student.id);
    const cached = queryClient
      .getQueryData<(typeof student)[]>(studentList)
      ?.find((item) => item.id === student.id);
    expect(cached?.subscriptions).toEqual(stored?.subscriptions);
    expect(queryClient.getQueryData(financeQueries.activeSubscriptions().queryKey)).toEqual(
      await callApi('subscriptionsWhere', { json: { active: true } }),
    );
    expect(queryClient.getQueryData(financeQueries.summary(MARCH).queryKey)).toEqual(
      await callApi('financeSummary', { json: MARCH }),
    );
  });
});
