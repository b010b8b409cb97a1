import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Makeup, MakeupOption } from '@/contract';
import { renderWithQuery } from '@/test/render-with-query';
import { mockServer } from '../../../../mocks/node';
import { MakeupsCard } from './makeups-card';

// A child's make-ups in the family's cabinet (docs/makeups.md): the family chooses a lesson and books, or cancels.
// The cabinet's answers are given here; the server's rules are server/test/makeups/cabinet.test.ts's.

const missed = {
  lesson_id: 5,
  date: '2026-03-03',
  start_time: '17:00',
  group_name: 'Хип-хоп 7–10 лет',
  style_name: null,
};
const available: Makeup = {
  id: 7,
  student_id: 3,
  subscription_id: 2,
  sub_name: 'Абонемент 8 занятий',
  missed,
  expires_on: '2026-04-02',
  same_style: false,
  status: 'available',
  booking: null,
};
const option: MakeupOption = {
  lesson_id: 40,
  date: '2026-03-05',
  start_time: '18:00',
  group_name: 'Jazz-funk 11–14 лет',
  style_name: null,
  teacher_name: null,
  free_seats: 3,
};

describe('make-ups in the cabinet', () => {
  it('lists a child’s make-ups only, books one into the lesson chosen, and cancels it', async () => {
    let current = available;
    const posted: unknown[] = [];
    mockServer.use(
      http.get('*/api/cabinet/makeups', () =>
        HttpResponse.json([current, { ...available, id: 8, student_id: 4 }]),
      ),
      http.post('*/api/cabinet/makeup-lessons', () => HttpResponse.json([option])),
      http.post('*/api/cabinet/makeups/book', async ({ request }) => {
        posted.push(await request.json());
        current = {
          ...available,
          status: 'booked',
          booking: {
            ...missed,
            lesson_id: 40,
            date: '2026-03-05',
            start_time: '18:00',
            group_name: 'Jazz-funk 11–14 лет',
          },
        };
        return HttpResponse.json(current);
      }),
      http.post('*/api/cabinet/makeups/cancel', async ({ request }) => {
        posted.push(await request.json());
        current = available;
        return HttpResponse.json(current);
      }),
    );
    const { user } = renderWithQuery(<MakeupsCard studentId={3} />);
    const card = await screen.findByRole('region', { name: 'Отработки' });
    expect(await within(card).findAllByRole('listitem')).toHaveLength(1);
    expect(card).toHaveTextContent('Пропуск');
    expect(card).toHaveTextContent('можно отработать');

    await user.click(within(card).getByRole('button', { name: /Записаться на отработку пропуска/ }));
    const choice = await within(card).findByRole('group', { name: 'Занятие для отработки' });
    await user.click(within(choice).getByRole('radio'));
    await user.click(within(card).getByRole('button', { name: 'Записаться на это занятие' }));
    await waitFor(() => expect(card).toHaveTextContent('записаны на отработку'));
    expect(posted).toEqual([{ makeup_id: 7, lesson_id: 40 }]);

    await user.click(within(card).getByRole('button', { name: /Отменить отработку пропуска/ }));
    await waitFor(() => expect(card).toHaveTextContent('можно отработать'));
    expect(posted).toEqual([{ makeup_id: 7, lesson_id: 40 }, { makeup_id: 7 }]);
  });
});
