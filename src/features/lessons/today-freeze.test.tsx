import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSchedule } from './testing/schedule-page';

// The front desk freezes a pass where she finds the student («Сегодня» on /schedule): the student's passes open
// from beside her name, each with «Заморозить» (docs/money.md, «Заморозка»).

const student = 'Петрова Виктория';

describe('freezing a pass from «Сегодня»', { timeout: 60_000 }, () => {
  it('offers the front desk the found student’s passes with «Заморозить»', async () => {
    const view = await openSchedule('receptionist');
    await view.user.type(screen.getByRole('combobox', { name: 'Найти ученика' }), `${student}{Enter}`);

    // In today's roll or beside the roll when she has no lesson today: her money actions are next to her name.
    const where = (await screen.findAllByText(student)).map((name) => name.closest('li, [aria-live]'));
    const own = where.find(
      (place) => place && within(place as HTMLElement).queryByRole('button', { name: 'Все абонементы' }),
    );
    if (!own) throw new Error(`No passes button beside ${student}`);
    await view.user.click(within(own as HTMLElement).getByRole('button', { name: 'Все абонементы' }));

    const dialog = await screen.findByRole('dialog', { name: `Абонементы: ${student}` });
    const actions = await within(dialog).findByRole('group', {
      name: 'Действия с абонементом «Абонемент 8 занятий»',
    });
    expect(within(actions).getByRole('button', { name: 'Заморозить' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Отменить' })).toBeNull();
    view.unmount();
  });
});
