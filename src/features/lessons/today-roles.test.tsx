import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSchedule } from './testing/schedule-page';

// A demo student with a pass («Абонемент 8 занятий») and a paying parent (+7 (977) 184-53-19).
const student = 'Петрова Виктория';
const pass = 'Абонемент 8 занятий';
const parentPhone = '977 184';

async function search(role: 'owner' | 'receptionist' | 'teacher', query: string) {
  const view = await openSchedule(role);
  await view.user.type(screen.getByRole('combobox', { name: 'Найти ученика' }), query);
  const found = await screen.findByRole('listbox', { name: 'Найденные ученики' });
  return { view, found };
}

// «Сегодня» on /schedule reads the students list, which answers each role only what it may read: a teacher gets
// neither passes nor parents, the front desk passes without parents (server/test/student-fields.test.ts).
describe('the day’s student search per role', { timeout: 60_000 }, () => {
  it('finds a student for a teacher by name, saying nothing of their pass', async () => {
    const { view, found } = await search('teacher', student);
    const option = within(found).getByRole('option', { name: new RegExp(student) });
    expect(option).not.toHaveTextContent(pass);
    view.unmount();
  });

  it('shows the front desk the pass of a found student', async () => {
    const { view, found } = await search('receptionist', student);
    expect(within(found).getByRole('option', { name: new RegExp(student) })).toHaveTextContent(pass);
    view.unmount();
  });

  it('finds by a parent’s phone only for whom may read parents', async () => {
    const owner = await search('owner', parentPhone);
    expect(within(owner.found).getByRole('option', { name: new RegExp(student) })).toBeInTheDocument();
    owner.view.unmount();
    const teacher = await search('teacher', parentPhone);
    expect(within(teacher.found).queryByRole('option')).toBeNull();
    teacher.view.unmount();
  });
});
