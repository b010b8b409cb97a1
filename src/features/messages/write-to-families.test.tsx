import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCabinet } from '@/contract';
import { useSelectedGroupStore } from '@/features/groups/selected-group-store';
import { LessonDialog } from '@/features/lessons/components/lesson-dialog';
import { LessonGroupSlot } from '@/features/lessons/lesson-group-slot';
import { currentViewer, nextWeekLesson } from '@/features/lessons/testing/schedule-api';
import { callApi } from '@/lib/http';
import { gridRowNames } from '@/test/grid';
import { renderApp } from '@/test/render-app';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { mockMail, mockServer } from '../../../mocks/node';
import { WriteButton } from './components/write-button';
import { MAX_CHOSEN, WriteToShown } from './components/write-to-shown';
import { messageTexts } from './texts';

// «Написать» (docs/messages.md): a staff member's own message to the families of the students in view (/students)
// or to the clients in view (/clients) — the tab and the search choose them —, to a lesson's group, and the
// messages on a client's card. The mock host's outbox delivers to its mailbox.

const family = 'Морозова Ева Сергеевна';

afterEach(() => {
  useSelectedGroupStore.setState({ selected: {} });
  mockServer.events.removeAllListeners();
});

/** The bodies of the sends that reach the server. */
function sendBodies() {
  const bodies: Record<string, unknown>[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/api/messages/send')) bodies.push(await request.clone().json());
  });
  return bodies;
}

/** Counts the sends that reach the server. */
function countSends() {
  const sends: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/messages/send')) sends.push(request.headers.get('Idempotency-Key') ?? '');
  });
  return sends;
}

describe('a message to families', { timeout: 60_000 }, () => {
  it('writes to the selected group’s tab: recipients with their channels, then one send however often clicked', async () => {
    await signInAs('owner');
    const sends = countSends();
    const { user } = renderApp('/students');
    await screen.findByRole('grid', { name: 'Ученики' });
    expect(await screen.findByRole('tab', { name: 'Хип-хоп 7–10 лет' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Написать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сообщение семьям' });
    const recipients = within(dialog).getByRole('region', { name: 'Получатели' });
    const mother = await within(recipients).findByText(new RegExp(`^${family} \\(`));
    const row = mother.closest('li') as HTMLElement;
    expect(row).toHaveTextContent(demoCabinet.family);
    // Children whose families left no address are listed too, so the sender sees who will not get it.
    expect(within(recipients).getAllByText('нет контакта').length).toBeGreaterThan(0);
    expect(recipients).toHaveTextContent(/Получателей: \d+, с контактом: 1/);

    await user.click(within(dialog).getByLabelText('Telegram'));
    await user.type(within(dialog).getByLabelText('Тема'), 'Отчётный концерт');
    await user.type(within(dialog).getByLabelText(/^Текст/), 'Ждём {{ученик} на концерте в субботу.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Отправить' }));

    expect(
      await within(dialog).findByText('Поставлено в очередь: 1', { selector: '[role="status"] > span' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Без контакта, не отправлено: \d+/)).toBeInTheDocument();
    expect(new Set(sends).size).toBe(1);
    const mail = (await mockMail()).to(demoCabinet.family).filter((m) => m.subject === 'Отчётный концерт');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toMatch(/^Ждём Морозова (Вероника|Ксения), Морозова (Вероника|Ксения) на концерте/);
    const [logged] = await callApi('messages', { json: { kind: 'manual' } });
    expect(logged).toMatchObject({
      subject: 'Отчётный концерт',
      channel: 'email',
      recipient: demoCabinet.family,
    });
  });

  it('asks for a channel before sending', async () => {
    await signInAs('owner');
    const sends = countSends();
    const { user } = renderApp('/students');
    await screen.findByRole('grid', { name: 'Ученики' });
    await user.click(await screen.findByRole('button', { name: 'Написать' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(new RegExp(`^${family} \\(`));
    await user.click(within(dialog).getByLabelText('Email'));
    await user.click(within(dialog).getByLabelText('Telegram'));
    await user.type(within(dialog).getByLabelText('Тема'), 'Тема');
    await user.type(within(dialog).getByLabelText(/^Текст/), 'Текст');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Выберите хотя бы один канал');
    expect(sends).toHaveLength(0);
  });

  it('writes on «Все» to the students a search leaves: their families only', async () => {
    await signInAs('owner');
    const bodies = sendBodies();
    const { user } = renderApp('/students');
    const grid = await screen.findByRole('grid', { name: 'Ученики' });
    await user.click(await screen.findByRole('tab', { name: 'Все' }));
    const write = screen.getByRole('button', { name: 'Написать' });
    expect(write).toBeEnabled();

    // Nobody in view: nobody to write to, and the button says so.
    const search = screen.getByRole('searchbox');
    await user.type(search, 'Никого такого');
    await waitFor(() => expect(write).toBeDisabled());
    expect(write).toHaveAttribute('title', messageTexts.write.nobody);

    // Two girls of two groups and two families: one family has an address, the other none.
    await user.clear(search);
    await user.type(search, 'Вероника');
    await waitFor(() => expect(gridRowNames(grid).sort()).toEqual(['Морозова Вероника', 'Сафина Вероника']));
    await user.click(write);
    const dialog = await screen.findByRole('dialog', { name: 'Сообщение семьям' });
    const recipients = within(dialog).getByRole('region', { name: 'Получатели' });
    await within(recipients).findByText(`${family} (Морозова Вероника)`);
    const [mother, other, ...rest] = within(recipients).getAllByRole('listitem');
    expect(rest).toEqual([]);
    expect(mother).toHaveTextContent(demoCabinet.family);
    expect(other).toHaveTextContent('Сафина Вероника');
    expect(other).toHaveTextContent('нет контакта');
    expect(recipients).toHaveTextContent('Получателей: 2, с контактом: 1');

    await user.type(within(dialog).getByLabelText('Тема'), 'Костюмы к концерту');
    await user.type(within(dialog).getByLabelText(/^Текст/), 'Костюм для {{ученик} готов.');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(
      await within(dialog).findByText('Поставлено в очередь: 1', { selector: '[role="status"] > span' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Без контакта, не отправлено: 1')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('group_id');
    expect(bodies[0]?.student_ids).toHaveLength(2);
    // The family's letter names only the daughter in view, not her sister of the same group.
    const mail = (await mockMail()).to(demoCabinet.family).filter((m) => m.subject === 'Костюмы к концерту');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toMatch(/^Костюм для Морозова Вероника готов\./);
    const logged = await callApi('messages', { json: { kind: 'manual' } });
    expect(logged.map((message) => message.recipient)).toEqual([demoCabinet.family]);
  });

  it('writes to at most as many rows as the server takes, and not to rows not saved yet', async () => {
    const many = Array.from({ length: MAX_CHOSEN + 1 }, (_, index) => ({ id: index + 1 }));
    // No query until the dialog opens: the button alone.
    const { rerender } = render(<WriteToShown rows={many} as="student_ids" />);
    const write = screen.getByRole('button', { name: 'Написать' });
    expect(write).toBeDisabled();
    expect(write).toHaveAttribute('title', messageTexts.write.tooMany(MAX_CHOSEN));

    rerender(<WriteToShown rows={many.slice(0, MAX_CHOSEN)} as="student_ids" />);
    expect(write).toBeEnabled();
    expect(write).not.toHaveAttribute('title');

    rerender(<WriteToShown rows={[{ id: -1 }]} as="client_ids" />);
    expect(write).toBeDisabled();
    expect(write).toHaveAttribute('title', messageTexts.write.nobody);
  });

  it('writes to the clients in view on /clients, and shows a client’s messages on their card', async () => {
    await signInAs('manager');
    const { user } = renderApp('/clients');
    const grid = await screen.findByRole('grid', { name: 'Клиенты' });
    await user.click(await screen.findByRole('tab', { name: 'Все' }));
    await user.type(screen.getByRole('searchbox'), 'Морозова Ева');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Написать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сообщение семьям' });
    expect(await within(dialog).findByText(family)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Тема'), 'Оплата за апрель');
    await user.type(within(dialog).getByLabelText(/^Текст/), 'Напоминаем об оплате.');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(
      await within(dialog).findByText('Поставлено в очередь: 1', { selector: '[role="status"] > span' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await mockMail();

    await user.click(within(grid).getByRole('button', { name: `Подробнее: ${family}` }));
    const section = await screen.findByRole('region', { name: 'Сообщения' });
    const list = await within(section).findByRole('list', { name: `Сообщения: ${family}` });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Сообщение сотрудника');
    expect(item).toHaveTextContent(demoCabinet.family);
    await waitFor(() => expect(item).toHaveTextContent('Отправлено'));
    await user.click(within(list).getByText('Оплата за апрель'));
    expect(within(list).getByText('Напоминаем об оплате.', { exact: false })).toBeVisible();
  });

  it('lets the front desk write to a lesson’s group from the lesson card (it has no students page)', async () => {
    await signInAs('receptionist');
    const lesson = await nextWeekLesson('Хип-хоп 7–10 лет');
    const viewer = await currentViewer();
    // As /schedule composes it: the card's group slot holds the messages feature's button.
    const { user } = renderWithQuery(
      <LessonGroupSlot
        value={(row) => (
          <WriteButton
            audience={{ group_id: row.group_id }}
            title={messageTexts.write.groupTitle(row.group_name)}
          />
        )}
      >
        <LessonDialog
          lessonId={lesson.id}
          summary={lesson}
          schoolId={lesson.school_id}
          viewer={viewer}
          onClose={() => {}}
        />
      </LessonGroupSlot>,
    );
    await user.click(await screen.findByRole('button', { name: 'Написать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сообщение группе «Хип-хоп 7–10 лет»' });
    await within(dialog).findByText(new RegExp(`^${family} \\(`));
    await user.type(within(dialog).getByLabelText('Тема'), 'Зал закрыт');
    await user.type(within(dialog).getByLabelText(/^Текст/), 'В среду занятие в малом зале.');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(
      await within(dialog).findByText('Поставлено в очередь: 1', { selector: '[role="status"] > span' }),
    ).toBeInTheDocument();
  });
});
