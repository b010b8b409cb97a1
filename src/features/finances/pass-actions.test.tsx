import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http as mockHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import { serverErrors } from '@/contract';
import { callApi } from '@/lib/http';
import { holdResponse } from '@/test/held-response';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';
import { FrontDeskMoney } from './components/front-desk-money';
import { StudentAccount } from './components/student-account';

// A sold pass's actions where passes are shown (docs/money.md, «Исправление проданного абонемента»): the owner and
// the accountant cancel, change and hand on, each with a reason, shown at once and put back with the server's words
// on a refusal; the front desk freezes from the roll.

// A demo student with a pass «Абонемент 8 занятий» (src/contract/demo/people.ts).
const studentName = 'Петрова Виктория';
const passGroup = { name: 'Действия с абонементом «Абонемент 8 занятий»' };

async function demoStudent() {
  const { students } = await callApi('balances');
  const found = students.find((row) => row.student_name === studentName);
  if (!found) throw new Error(`No demo student ${studentName}`);
  return found.student_id;
}

const passLine = () => screen.getByText('Абонемент 8 занятий').closest('li') as HTMLElement;

describe('a sold pass’s actions', () => {
  it('cancels with a reason: the pass shows cancelled at once, and the server stores it so', async () => {
    await signInAs('accountant');
    const studentId = await demoStudent();
    const held = holdResponse<void>();
    mockServer.use(
      mockHttp.post('*/api/subscriptions/cancel/:id', async () => {
        await held.answered;
      }),
    );
    const { user } = renderWithQuery(
      <StudentAccount studentId={studentId} studentName={studentName} canCorrect />,
    );

    const actions = await screen.findByRole('group', passGroup);
    await user.click(within(actions).getByRole('button', { name: 'Отменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Отменить абонемент «Абонемент 8 занятий»?' });
    expect(
      within(dialog).getByRole('checkbox', { name: 'Вернуть оплаченное сверх использованного' }),
    ).toBeChecked();
    await user.type(within(dialog).getByLabelText('Причина отмены'), 'Семья переехала');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    // Before the server answers, the pass already reads «Отменён» and offers nothing more.
    await waitFor(() => expect(passLine()).toHaveTextContent('Отменён'));
    expect(screen.queryByRole('group', passGroup)).toBeNull();
    held.release();
    await waitFor(async () => {
      const { subscriptions } = await callApi('studentAccount', { id: studentId });
      expect(subscriptions.find((pass) => pass.sub_name === 'Абонемент 8 занятий')?.status).toBe('canceled');
    });
  });

  it('puts the pass back with the server’s words when the change is refused', async () => {
    await signInAs('owner');
    const studentId = await demoStudent();
    const held = holdResponse<void>();
    mockServer.use(
      mockHttp.post('*/api/subscriptions/change/:id', async () => {
        await held.answered;
        return HttpResponse.json({ message: serverErrors.passVisitsBelowUsed(5) }, { status: 400 });
      }),
    );
    const { user } = renderWithQuery(
      <StudentAccount studentId={studentId} studentName={studentName} canCorrect />,
    );

    const actions = await screen.findByRole('group', passGroup);
    const before = passLine().textContent;
    await user.click(within(actions).getByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменить абонемент «Абонемент 8 занятий»' });
    await user.clear(within(dialog).getByLabelText('Цена, ₽'));
    await user.type(within(dialog).getByLabelText('Цена, ₽'), '3000');
    await user.type(within(dialog).getByLabelText('Причина изменения'), 'Скидка');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(passLine()).toHaveTextContent('из 3 000,00 ₽'));
    held.release();
    expect(await screen.findByText(serverErrors.passVisitsBelowUsed(5))).toBeInTheDocument();
    await waitFor(() => expect(passLine().textContent).toBe(before));
  });

  it('lets the front desk freeze a pass from the roll, and nothing else of it', async () => {
    await signInAs('receptionist');
    const studentId = await demoStudent();
    const { user } = renderWithQuery(<FrontDeskMoney studentId={studentId} studentName={studentName} />);

    await user.click(screen.getByRole('button', { name: 'Все абонементы' }));
    const actions = await screen.findByRole('group', passGroup);
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Заморозить']);
    await user.click(within(actions).getByRole('button', { name: 'Заморозить' }));
    const freeze = screen.getByRole('dialog', { name: 'Заморозить: Абонемент 8 занятий' });
    await user.clear(within(freeze).getByLabelText('Дней'));
    await user.type(within(freeze).getByLabelText('Дней'), '3');
    await user.click(within(freeze).getByRole('button', { name: 'Заморозить' }));

    await waitFor(async () => {
      const { subscriptions } = await callApi('studentAccount', { id: studentId });
      // The mock clock's today is 02.03.2026: three days to 04.03.
      expect(subscriptions.find((pass) => pass.sub_name === 'Абонемент 8 занятий')?.frozen_until).toBe(
        '2026-03-04',
      );
    });
  });
});
