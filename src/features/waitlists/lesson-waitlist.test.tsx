import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Makeup, WaitlistEntry } from '@/contract';
import { renderWithQuery } from '@/test/render-with-query';
import { mockServer } from '../../../mocks/node';
import { LessonWaitlist } from './components/lesson-waitlist';

// A full lesson's line on its card (docs/makeups.md, «Лист ожидания»): in order, with the offer's deadline; a student
// put in line with one of their make-ups, a place taken out, an offer accepted for the family. The server's answers
// are given here; its rules are server/test/makeups/waitlists.test.ts's.

const offered: WaitlistEntry = {
  id: 21,
  group_id: null,
  lesson_id: 40,
  group_name: 'Jazz-funk 11–14 лет',
  lesson_date: '2026-03-05',
  start_time: '18:00',
  student_id: null,
  lead_id: 9,
  name: 'Лид Вера',
  makeup_id: null,
  position: 1,
  status: 'offered',
  created_at: '2026-03-01T09:00:00.000Z',
  offered_at: '2026-03-02T09:00:00.000Z',
  offer_expires_at: '2026-03-02T21:00:00.000Z',
};
const makeup: Makeup = {
  id: 7,
  student_id: 3,
  subscription_id: 2,
  sub_name: 'Абонемент 8 занятий',
  missed: { lesson_id: 5, date: '2026-03-03', start_time: '17:00', group_name: 'Хип-хоп', style_name: null },
  expires_on: '2026-04-02',
  same_style: false,
  status: 'available',
  booking: null,
};

describe('a lesson’s waitlist on its card', () => {
  it('shows the line with its offer, adds a student with a make-up, accepts the offer and takes a place out', async () => {
    let line: WaitlistEntry[] = [offered];
    const posted: [string, unknown][] = [];
    const record = (path: string, answer: (body: Record<string, number>) => object) =>
      http.post(`*/api/waitlist/${path}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, number>;
        posted.push([path, body]);
        return HttpResponse.json(answer(body), { status: path === 'join' ? 201 : 200 });
      });
    mockServer.use(
      http.post('*/api/waitlist/getallwhere', () => HttpResponse.json(line)),
      http.post('*/api/makeups/getallwhere', () =>
        HttpResponse.json([makeup, { ...makeup, id: 8, status: 'used' }]),
      ),
      record('join', (body) => {
        const entry: WaitlistEntry = {
          ...offered,
          id: 22,
          lead_id: null,
          student_id: body.student_id ?? null,
          makeup_id: body.makeup_id ?? null,
          name: 'Соня',
          position: 2,
          status: 'waiting',
          offered_at: null,
          offer_expires_at: null,
        };
        line = [...line, entry];
        return entry;
      }),
      record('accept', (body) => {
        line = line.filter((entry) => entry.id !== body.entry_id);
        return { ok: true };
      }),
      record('leave', (body) => {
        line = line.filter((entry) => entry.id !== body.entry_id);
        return { ok: true };
      }),
    );
    const { user } = renderWithQuery(
      <LessonWaitlist
        lessonId={40}
        students={[{ id: 3, name: 'Соня' }]}
        leads={[{ id: 9, name: 'Лид Вера' }]}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Лист ожидания занятия' });
    const [first] = within(list).getAllByRole('listitem');
    // 21:00 UTC is midnight in Moscow.
    expect(first).toHaveTextContent('Лид Вера');
    expect(first).toHaveTextContent('место предложено, ответить до 03.03.2026 00:00');

    await user.click(screen.getByRole('button', { name: 'Добавить в лист ожидания' }));
    const form = screen.getByRole('form', { name: 'Добавить в лист ожидания' });
    // The lead already waits: only the student is offered.
    const who = within(form).getByLabelText('Кто ждёт');
    expect(within(who).queryByRole('option', { name: /Лид Вера/ })).toBeNull();
    await user.selectOptions(who, 's:3');
    const makeupField = await within(form).findByLabelText('Отработка');
    expect(within(makeupField).getAllByRole('option')).toHaveLength(2);
    await user.selectOptions(makeupField, '7');
    await user.click(within(form).getByRole('button', { name: 'Поставить в очередь' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

    await user.click(within(list).getByRole('button', { name: 'Записать: Лид Вера' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).queryByRole('button', { name: /Записать/ })).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'Убрать из листа ожидания: Соня' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Лист ожидания занятия' })).toBeNull());
    expect(posted).toEqual([
      ['join', { lesson_id: 40, student_id: 3, makeup_id: 7 }],
      ['accept', { entry_id: 21 }],
      ['leave', { entry_id: 22 }],
    ]);
  });
});
