import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultTemplates, demoCabinet, type Message } from '@/contract';
import { nextWeekLesson } from '@/features/lessons/testing/schedule-api';
import { callApi } from '@/lib/http';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { mockMail, mockServer } from '../../../mocks/node';

// «Сообщения» (docs/messages.md) on the mock host: the server's own outbox, templates and settings. The tests'
// clock: Monday 2 March 2026, midday in Moscow — outside the default quiet hours, so a notice goes at once.

const family = 'Морозова Ева Сергеевна';

/** The owner cancels next week's lesson of the demo family's group: the family is told by email. */
async function cancelFamilyLesson(): Promise<Message> {
  await signInAs('owner');
  const lesson = await nextWeekLesson('Хип-хоп 7–10 лет');
  await callApi('lessonUpdate', { id: lesson.id, json: { is_canceled: true } });
  await mockMail();
  const [message] = await callApi('messages', {
    json: { kind: 'lesson_canceled', search: demoCabinet.family },
  });
  if (!message) throw new Error('No message to the family');
  return message;
}

async function openTab(name: 'Журнал' | 'Шаблоны' | 'Настройки') {
  const view = renderApp('/messages');
  await view.user.click(await screen.findByRole('tab', { name }));
  return view;
}

const journal = () => screen.findByRole('grid', { name: 'Сообщения' });
const rowOf = async (text: string) =>
  within(await journal())
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text));

describe('«Сообщения» — the journal', { timeout: 60_000 }, () => {
  it('lists what the school sent, newest first, with its kind, recipient, subject and status', async () => {
    const message = await cancelFamilyLesson();
    expect(message.status).toBe('sent');
    const { user } = renderApp('/messages');

    const row = await waitFor(async () => {
      const found = await rowOf(family);
      if (!found) throw new Error('no row yet');
      return found;
    });
    expect(row).toHaveTextContent('Занятие отменено');
    expect(row).toHaveTextContent('Email');
    expect(row).toHaveTextContent(demoCabinet.family);
    expect(row).toHaveTextContent(message.subject);
    expect(row).toHaveTextContent('Отправлено');
    expect(row).toHaveTextContent('02.03.2026 12:00');

    // The whole text, when the row is opened.
    await user.click(within(row).getByRole('button', { name: /^Подробнее: Занятие отменено/ }));
    expect(await screen.findByText(message.text)).toBeInTheDocument();
  });

  it('narrows the list by kind, status and search; the filter is the request body', async () => {
    await cancelFamilyLesson();
    const bodies: unknown[] = [];
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/messages/getallwhere')) bodies.push(await request.clone().json());
    });
    const { user } = renderApp('/messages');
    await waitFor(async () => expect(await rowOf(family)).toBeDefined());

    await user.selectOptions(screen.getByLabelText('Статус'), 'Не отправлено');
    await waitFor(() => expect(screen.getByText('Сообщений не найдено')).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Статус'), 'Отправлено');
    await user.selectOptions(screen.getByLabelText('Вид'), 'Занятие отменено');
    await user.type(screen.getByLabelText('Поиск'), 'roditel');
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ status: 'sent', kind: 'lesson_canceled', search: 'roditel' }),
    );
    await waitFor(async () => expect(await rowOf(family)).toBeDefined());
    mockServer.events.removeAllListeners();
  });

  it('shows why a message failed and sends it again on request, saying what the server answered', async () => {
    const message = await cancelFamilyLesson();
    const failed: Message = {
      ...message,
      status: 'failed',
      sent_at: null,
      attempts: 5,
      last_error: 'канал не настроен',
    };
    mockServer.use(http.post('*/api/messages/getallwhere', () => HttpResponse.json([failed])));
    const { user } = renderApp('/messages');
    const row = await waitFor(async () => {
      const found = await rowOf(family);
      if (!found) throw new Error('no row yet');
      return found;
    });
    expect(row).toHaveTextContent('Не отправлено');
    expect(row).toHaveTextContent('канал не настроен');
    expect(row).toHaveTextContent('5');

    // The server knows it was sent: it refuses, in Russian, and the page says so.
    await user.click(within(row).getByRole('button', { name: 'Отправить ещё раз' }));
    expect(await screen.findByText(/уже отправлено/i, { selector: '[data-title]' })).toBeInTheDocument();
  });

  it('shows a queued message held by quiet hours with the time it goes', async () => {
    const message = await cancelFamilyLesson();
    const held: Message = { ...message, status: 'queued', sent_at: null, due_at: '2026-03-03T06:00:00.000Z' };
    mockServer.use(http.post('*/api/messages/getallwhere', () => HttpResponse.json([held])));
    renderApp('/messages');
    const row = await waitFor(async () => {
      const found = await rowOf(family);
      if (!found) throw new Error('no row yet');
      return found;
    });
    expect(row).toHaveTextContent('В очереди');
    expect(row).toHaveTextContent('уйдёт 03.03.2026 09:00');
  });

  it('is the journal alone for a manager: templates and settings are the owner’s', async () => {
    await signInAs('manager');
    renderApp('/messages');
    expect(await journal()).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Разделы сообщений' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Шаблоны' })).not.toBeInTheDocument();
  });
});

describe('«Сообщения» — templates', { timeout: 60_000 }, () => {
  it('refuses an unknown variable next to the editor and keeps the text; a fixed text saves', async () => {
    await signInAs('owner');
    const { user } = await openTab('Шаблоны');
    await user.click(await screen.findByRole('button', { name: /^Занятие отменено/ }));
    const editor = screen.getByRole('region', { name: 'Занятие отменено' });
    expect(within(editor).getByText('служебное — без отписки')).toBeInTheDocument();
    const body = within(editor).getByLabelText('Текст');
    expect(body).toHaveValue(defaultTemplates.lesson_canceled.body);

    await user.type(body, ' Приносим извинения, {{тренер}.');
    await user.click(within(editor).getByRole('button', { name: 'Сохранить' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent('Неизвестная переменная: {тренер}');
    expect(body).toHaveValue(`${defaultTemplates.lesson_canceled.body} Приносим извинения, {тренер}.`);

    await user.clear(body);
    await user.type(body, 'Занятие {{когда} отменено. Приносим извинения.');
    await user.click(within(editor).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Шаблон сохранён', { selector: '[data-title]' })).toBeInTheDocument();
    const stored = (await callApi('messageTemplates')).find((item) => item.kind === 'lesson_canceled');
    expect(stored).toMatchObject({
      body: 'Занятие {когда} отменено. Приносим извинения.',
      is_default: false,
    });
  });

  it('inserts a variable at the caret, previews on the school’s data and returns to the default', async () => {
    await signInAs('owner');
    const { user } = await openTab('Шаблоны');
    await user.click(await screen.findByRole('button', { name: /^Занятие отменено/ }));
    const editor = screen.getByRole('region', { name: 'Занятие отменено' });
    const subject = within(editor).getByLabelText('Тема');
    await user.clear(subject);
    await user.type(subject, 'Отмена: ');
    await user.click(within(editor).getByRole('button', { name: /^Вставить \{группа\}/ }));
    expect(subject).toHaveValue('Отмена: {группа}');

    await user.click(within(editor).getByRole('button', { name: 'Предпросмотр' }));
    const preview = await within(editor).findByRole('region', { name: 'Так увидит семья' });
    expect(preview).toHaveTextContent(/^Так увидит семьяОтмена: \S/);
    expect(preview).not.toHaveTextContent('{группа}');
    expect(preview).toHaveTextContent(/(По данным школы|Пример): /);

    // Another kind and back: what was typed is still there, marked as not saved.
    await user.click(screen.getByRole('button', { name: /^Занятие перенесено/ }));
    expect(screen.getByRole('button', { name: /^Занятие отменено.*не сохранён/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Занятие отменено/ }));
    expect(
      within(screen.getByRole('region', { name: 'Занятие отменено' })).getByLabelText('Тема'),
    ).toHaveValue('Отмена: {группа}');

    await user.click(screen.getByRole('button', { name: 'Вернуть стандартный' }));
    expect(
      within(screen.getByRole('region', { name: 'Занятие отменено' })).getByLabelText('Тема'),
    ).toHaveValue(defaultTemplates.lesson_canceled.subject);
  });

  it('switches a kind off at once', async () => {
    await signInAs('owner');
    const { user } = await openTab('Шаблоны');
    await user.click(await screen.findByRole('button', { name: /^День рождения/ }));
    const editor = screen.getByRole('region', { name: 'День рождения' });
    const toggle = within(editor).getByRole('switch', { name: 'Отправлять' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    const stored = (await callApi('messageTemplates')).find((item) => item.kind === 'birthday');
    expect(stored?.enabled).toBe(true);
  });
  it('sends a kind by one channel only, and a refused choice comes back with the reason', async () => {
    await signInAs('owner');
    const { user } = await openTab('Шаблоны');
    await user.click(await screen.findByRole('button', { name: /^Занятие завтра/ }));
    const editor = screen.getByRole('region', { name: 'Занятие завтра' });
    const byEmail = within(editor).getByRole('checkbox', { name: 'Письмом' });
    const byTelegram = within(editor).getByRole('checkbox', { name: 'В Telegram' });
    expect(byEmail).toBeChecked();
    expect(byTelegram).toBeChecked();

    await user.click(byEmail);
    await waitFor(() => expect(byEmail).not.toBeChecked());
    expect(
      await screen.findByRole('button', { name: /^Занятие завтра.*только в Telegram/ }),
    ).toBeInTheDocument();
    const stored = (await callApi('messageTemplates')).find((item) => item.kind === 'lesson_tomorrow');
    expect(stored).toMatchObject({ enabled: true, by_email: false, by_telegram: true });

    // No channel at all while the kind is on is refused: the box is ticked again and the toast says why.
    await user.click(byTelegram);
    expect(
      await screen.findByText(
        'Выберите, как отправлять: письмом, в Telegram или обоими — или выключите сообщение',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(byTelegram).toBeChecked());
    expect((await callApi('messageTemplates')).find((item) => item.kind === 'lesson_tomorrow')).toMatchObject(
      { by_email: false, by_telegram: true },
    );
  });
});

describe('«Сообщения» — settings', { timeout: 60_000 }, () => {
  it('saves the sender, reply-to, hours and threshold; a wrong address is refused in Russian', async () => {
    await signInAs('owner');
    const { user } = await openTab('Настройки');
    const form = await screen.findByRole('form', { name: 'Настройки' });
    expect(within(form).getByText('Почта настроена на сервере.')).toBeInTheDocument();
    expect(
      within(form).getByText('Telegram: бот не подключён — подключите в карточке школы.'),
    ).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Имя отправителя'), 'Школа «Грация»');
    await user.type(within(form).getByLabelText('Адрес для ответов'), 'не-адрес');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('«Адрес для ответов»');

    const replyTo = within(form).getByLabelText('Адрес для ответов');
    await user.clear(replyTo);
    await user.type(replyTo, 'Hello@Gracia-Dance.ru');
    await user.selectOptions(within(form).getByLabelText('Час напоминаний'), '19:00');
    const quietFrom = within(form).getByLabelText('Тихие часы с');
    await user.clear(quietFrom);
    await user.type(quietFrom, '2100');
    const threshold = within(form).getByLabelText('Порог «осталось N занятий»');
    await user.clear(threshold);
    await user.type(threshold, '2');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Настройки сообщений сохранены', { selector: '[data-title]' }),
    ).toBeInTheDocument();
    expect(await callApi('messageSettings')).toMatchObject({
      sender_name: 'Школа «Грация»',
      reply_to: 'hello@gracia-dance.ru',
      reminder_hour: 19,
      quiet_from: '21:00',
      quiet_to: '09:00',
      visits_left_notice: 2,
    });
    expect(replyTo).toHaveValue('hello@gracia-dance.ru');
  });

  it('says the threshold’s range before asking the server', async () => {
    await signInAs('owner');
    const { user } = await openTab('Настройки');
    const form = await screen.findByRole('form', { name: 'Настройки' });
    const threshold = within(form).getByLabelText('Порог «осталось N занятий»');
    await user.clear(threshold);
    await user.type(threshold, '25');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Порог — целое число от 0 до 10');
  });
});
