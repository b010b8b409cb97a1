import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoCabinet } from '@/contract';
import { openSchedule } from '@/features/lessons/testing/schedule-page';

// The front desk opens no student's card: it invites a family from «Сегодня» on /schedule, beside the student it
// found, the way it sells a pass there (docs/cabinet.md). The demo family's children have their mother's address.

const student = 'Морозова Вероника';

describe('inviting to the cabinet from «Сегодня»', { timeout: 60_000 }, () => {
  it('opens the found student’s cabinet and sends the invitation to the parent’s address', async () => {
    const view = await openSchedule('receptionist');
    await view.user.type(screen.getByRole('combobox', { name: 'Найти ученика' }), `${student}{Enter}`);

    // In today's roll or beside it when she has no lesson today.
    const [button] = await screen.findAllByRole('button', { name: `Личный кабинет: ${student}` });
    if (!button) throw new Error(`No cabinet button beside ${student}`);
    await view.user.click(button);
    const dialog = await screen.findByRole('dialog', { name: `Личный кабинет: ${student}` });
    expect(await within(dialog).findByText(`Email: ${demoCabinet.family}`)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Пригласить в кабинет' }));

    expect(await screen.findByText(`Приглашение отправлено на ${demoCabinet.family}`)).toBeInTheDocument();
    view.unmount();
  });

  it('is not offered to a teacher, who may not invite', async () => {
    const view = await openSchedule('teacher');
    await view.user.type(screen.getByRole('combobox', { name: 'Найти ученика' }), `${student}{Enter}`);

    await screen.findAllByText(student);
    expect(screen.queryByRole('button', { name: `Личный кабинет: ${student}` })).toBeNull();
    view.unmount();
  });
});
