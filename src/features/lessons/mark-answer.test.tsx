import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { type Balances, type Student, serverErrors } from '@/contract';
import { moneyViewKeys } from '@/lib/query-keys';
import { holdResponse } from '@/test/held-response';
import { mockServer } from '../../../mocks/node';
import { openSchedule } from './testing/schedule-page';

// A mark is one request whose answer — the roll's record, with the pass's remaining visits and the student's
// balance — updates every cached view it touches: the roll, the balances, the students list's passes. «Сегодня» on
// /schedule shows all three at once (the open roll, the search's debts and passes), so nothing of them is read again.

/** The Monday 17:00 hip-hop lesson is today's next one: «Сегодня» opens its roll. */
const withPass = 'Петров Даниил';
const withoutPass = 'Морозова Вероника';

/** Every request from now on, as «METHOD /path». */
function requestsFromNow() {
  const sent: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  mockServer.events.on('request:start', listen);
  return { sent, stop: () => mockServer.events.removeListener('request:start', listen) };
}

let listening: ReturnType<typeof requestsFromNow> | undefined;
afterEach(() => listening?.stop());

const settled = (queryClient: QueryClient) =>
  waitFor(() => expect(queryClient.isMutating() + queryClient.isFetching()).toBe(0));

async function todayRoll() {
  const view = await openSchedule('receptionist');
  const roll = await screen.findByRole('region', { name: 'Посещаемость занятия' });
  await within(roll).findAllByRole('radiogroup');
  await settled(view.queryClient);
  return { ...view, roll };
}

const markOf = (roll: HTMLElement, student: string, mark: string) =>
  within(within(roll).getByRole('radiogroup', { name: `Отметка: ${student}` })).getByRole('radio', {
    name: mark,
  });
const rowOf = (roll: HTMLElement, student: string) =>
  within(roll)
    .getByRole('radiogroup', { name: `Отметка: ${student}` })
    .closest('li') as HTMLElement;

const cachedStudent = (queryClient: QueryClient, name: string) =>
  queryClient
    .getQueriesData<Student[]>({ queryKey: moneyViewKeys.studentLists() })
    .flatMap(([, students]) => students ?? [])
    .find((student) => student.name === name);
const cachedBalance = (queryClient: QueryClient, name: string) =>
  queryClient
    .getQueryData<Balances>(moneyViewKeys.balances())
    ?.students.find((row) => row.student_name === name)?.balance;

describe('a mark from «Сегодня»', { timeout: 60_000 }, () => {
  it('is one request, and its answer puts the pass’s remaining visits in the roll and the students list', async () => {
    const { user, roll, queryClient } = await todayRoll();
    expect(rowOf(roll, withPass)).toHaveTextContent('«Абонемент 12 занятий»: осталось 7');
    listening = requestsFromNow();

    await user.click(markOf(roll, withPass, 'Был'));
    await settled(queryClient);

    expect(listening.sent).toEqual(['POST /api/attendance/mark']);
    expect(rowOf(roll, withPass)).toHaveTextContent('«Абонемент 12 занятий»: осталось 6');
    expect(cachedStudent(queryClient, withPass)?.subscriptions?.[0]?.remaining_visits).toBe(6);
  });

  it('is one request, and its answer puts a visit on credit into the roll and the balances', async () => {
    const { user, roll, queryClient } = await todayRoll();
    expect(cachedBalance(queryClient, withoutPass)).toBe(0);
    listening = requestsFromNow();

    await user.click(markOf(roll, withoutPass, 'Был'));
    await settled(queryClient);

    expect(listening.sent).toEqual(['POST /api/attendance/mark']);
    const owed = cachedBalance(queryClient, withoutPass) ?? 0;
    expect(owed).toBeLessThan(0);
    expect(rowOf(roll, withoutPass)).toHaveTextContent(/долг/);
    // What the answer does not say (since when the debt runs) waits for the balances' own page.
    expect(queryClient.getQueryState(moneyViewKeys.balances())?.isInvalidated).toBe(true);
  });

  it('refused, goes back with the server’s words, and only then is the roll read again, once', async () => {
    const held = holdResponse<void>();
    mockServer.use(
      http.post('*/api/attendance/mark', async () => {
        await held.answered;
        return HttpResponse.json({ message: serverErrors.lessonCanceled }, { status: 409 });
      }),
    );
    const { user, roll, queryClient } = await todayRoll();
    listening = requestsFromNow();

    await user.click(markOf(roll, withPass, 'Не был'));
    await waitFor(() => expect(markOf(roll, withPass, 'Не был')).toBeChecked());
    held.release();

    expect(await screen.findByText(serverErrors.lessonCanceled)).toBeInTheDocument();
    await waitFor(() => expect(markOf(roll, withPass, 'Не был')).not.toBeChecked());
    await settled(queryClient);
    expect(listening.sent).toEqual(['POST /api/attendance/mark', 'POST /api/attendance/getallwhere']);
  });
});
