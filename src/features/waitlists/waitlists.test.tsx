import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Student } from '@/contract';
import { callApi } from '@/lib/http';
import { holdResponse } from '@/test/held-response';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';
import { GroupWaitlistButton } from './components/group-waitlist-button';
import { WaitlistOffersNotice } from './components/waitlist-offers-notice';

// Waitlists at the desk (docs/makeups.md, «Лист ожидания»): a full group's line kept on the students page, and the
// seat offered to the first in line answered from the notice.

async function fullGroupWithLine() {
  const group = await callApi('groupCreate', {
    json: { name: 'Полная группа', entity_type: 'student', capacity: 1 },
  });
  const students = (await callApi('studentsAll', { json: {} })) as Student[];
  const [member, first, second] = students;
  if (!member || !first || !second) throw new Error('The demo has too few students');
  await callApi('studentUpdate', {
    id: member.id,
    json: { groups: [...member.groups.map((g) => g.id), group.id] },
  });
  return { group, member, first, second };
}

describe('waitlists at the front desk', () => {
  it('puts a student in a full group’s line and takes another out', async () => {
    await signInAs('owner');
    const { group, first, second } = await fullGroupWithLine();
    const { user } = renderWithQuery(
      <GroupWaitlistButton group={group} students={[first, second].map(({ id, name }) => ({ id, name }))} />,
    );
    await user.click(screen.getByRole('button', { name: 'Лист ожидания' }));
    const dialog = await screen.findByRole('dialog', { name: 'Лист ожидания: Полная группа' });
    expect(await within(dialog).findByText('В листе ожидания никого нет')).toBeInTheDocument();
    for (const student of [first, second]) {
      await user.selectOptions(within(dialog).getByLabelText('Ученик'), student.name);
      await user.click(within(dialog).getByRole('button', { name: 'Поставить в очередь' }));
      await within(dialog).findByText(student.name, { selector: 'span' });
    }
    const line = within(dialog).getByRole('list', { name: 'Лист ожидания: Полная группа' });
    expect(
      within(line)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining(`1.${first.name}`), expect.stringContaining(`2.${second.name}`)]);
    await user.click(within(dialog).getByRole('button', { name: `Убрать из листа ожидания: ${first.name}` }));
    await waitFor(async () =>
      expect(
        (await callApi('waitlistWhere', { json: { group_id: group.id } })).map((entry) => entry.name),
      ).toEqual([second.name]),
    );
  });

  it('keeps the next student chosen while the last one was being put in line', async () => {
    await signInAs('owner');
    const { group, first, second } = await fullGroupWithLine();
    // The answer waits until the next student is chosen; then the mock host answers it as ever.
    const held = holdResponse<void>();
    mockServer.use(http.post('*/api/waitlist/join', () => held.answered));
    const { user } = renderWithQuery(
      <GroupWaitlistButton group={group} students={[first, second].map(({ id, name }) => ({ id, name }))} />,
    );
    await user.click(screen.getByRole('button', { name: 'Лист ожидания' }));
    const dialog = await screen.findByRole('dialog', { name: 'Лист ожидания: Полная группа' });
    const student = within(dialog).getByLabelText('Ученик');
    const join = within(dialog).getByRole('button', { name: 'Поставить в очередь' });
    await user.selectOptions(student, first.name);
    await user.click(join);
    await user.selectOptions(student, second.name);
    held.release();

    await within(dialog).findByText(first.name, { selector: 'span' });
    await waitFor(() => expect(join).toBeEnabled());
    expect(student).toHaveDisplayValue(second.name);
    await user.click(join);
    await within(dialog).findByText(second.name, { selector: 'span' });
  });

  it('shows the seat offered to the first in line, and «Записать» puts them in the group', async () => {
    await signInAs('owner');
    const { group, member, first, second } = await fullGroupWithLine();
    const a = await callApi('waitlistJoin', { json: { group_id: group.id, student_id: first.id } });
    await callApi('waitlistJoin', { json: { group_id: group.id, student_id: second.id } });
    // The member leaves; the first in line leaves the line too: the seat goes to the second at once.
    await callApi('studentUpdate', { id: member.id, json: { groups: member.groups.map((g) => g.id) } });
    await callApi('waitlistLeave', { json: { entry_id: a.id } });

    await signInAs('receptionist');
    const { user } = renderWithQuery(<WaitlistOffersNotice viewer="receptionist" />);
    const notice = await screen.findByRole('region', { name: 'Освободились места: 1' });
    expect(notice).toHaveTextContent(second.name);
    expect(notice).toHaveTextContent('группа «Полная группа»');
    await user.click(within(notice).getByRole('button', { name: `Записать: ${second.name}` }));
    await waitFor(async () => {
      const student = (await callApi('studentsAll', { json: {} })).find((row) => row.id === second.id);
      expect(student?.groups.map((g) => g.id)).toContain(group.id);
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Освободились места/ })).toBeNull());
  });
});
