import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/contract';
import { callApi } from '@/lib/http';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { PayrollCard } from './components/payroll-card';
import { PeriodsCard } from './components/periods-card';

// docs/payroll.md: closing a period first shows what it will store — each teacher's total and the sum — and a
// closed period nobody was paid for opens again. The mock clock stands at 02.03.2026: February is past.

const plain = (text: string) => text.replace(/\s/g, ' ');
const february = { date_from: '2026-02-01', date_to: '2026-02-28' };

describe('closing a payroll period', () => {
  it('asks with every teacher’s total and the sum, and closes only when confirmed', async () => {
    await signInAs('accountant');
    const preview = await callApi('payroll', { json: february });
    const { user } = renderWithQuery(<PayrollCard title="Зарплата" canClose />);
    await user.click(screen.getByRole('button', { name: 'Прошлый месяц' }));
    await user.click(await screen.findByRole('button', { name: 'Закрыть период' }));

    const dialog = screen.getByRole('dialog', { name: 'Закрыть период 01.02.2026 — 28.02.2026?' });
    const totals = within(dialog).getByRole('list', { name: 'Начислено по преподавателям' });
    const sum = preview.teachers.reduce((total, teacher) => total + teacher.total, 0);
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent ?? '')),
    ).toEqual([
      ...preview.teachers.map((teacher) => plain(`${teacher.teacher_name}${formatMoney(teacher.total)}`)),
      plain(`Итого${formatMoney(sum)}`),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(await callApi('payrollPeriods')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Закрыть период' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Закрыть период' }));
    await waitFor(async () => expect(await callApi('payrollPeriods')).toHaveLength(1));
  });

  it('opens a closed, unpaid period again once asked', async () => {
    await signInAs('accountant');
    await callApi('payrollClose', { json: february });
    const { user } = renderWithQuery(<PeriodsCard canPay />);

    await user.click(await screen.findByRole('button', { name: 'Открыть снова: 01.02.2026 — 28.02.2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Открыть период снова?' });
    await user.click(within(dialog).getByRole('button', { name: 'Открыть снова' }));
    expect(await screen.findByText('Закрытых периодов нет')).toBeInTheDocument();
    expect(await callApi('payrollPeriods')).toEqual([]);
  });
});
