import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '@/contract';
import { renderWithQuery } from '@/test/render-with-query';
import { mockServer } from '../../../../mocks/node';
import { OffersCard } from './offers-card';

// A seat a waitlist offers the child, answered in the family's cabinet (docs/makeups.md, «Лист ожидания»). The
// cabinet's answers are given here; the server's rules are server/test/makeups/waitlist-cabinet.test.ts's.

const groupOffer: WaitlistEntry = {
  id: 11,
  group_id: 4,
  lesson_id: null,
  group_name: 'Хип-хоп 7–10 лет',
  lesson_date: null,
  start_time: null,
  student_id: 3,
  lead_id: null,
  name: 'Соня',
  makeup_id: null,
  position: 1,
  status: 'offered',
  created_at: '2026-03-01T09:00:00.000Z',
  offered_at: '2026-03-02T09:00:00.000Z',
  offer_expires_at: '2026-03-02T21:00:00.000Z',
};
const lessonOffer: WaitlistEntry = {
  ...groupOffer,
  id: 12,
  group_id: null,
  lesson_id: 40,
  group_name: 'Jazz-funk 11–14 лет',
  lesson_date: '2026-03-05',
  start_time: '18:00',
  makeup_id: 7,
};

describe('waitlist offers in the cabinet', () => {
  it('shows the child’s offers with their deadline, accepts one and declines the other', async () => {
    let open = [groupOffer, lessonOffer, { ...groupOffer, id: 13, student_id: 4 }];
    const posted: [string, unknown][] = [];
    const answer =
      (kind: string) =>
      async ({ request }: { request: Request }) => {
        const body = (await request.json()) as { entry_id: number };
        posted.push([kind, body]);
        open = open.filter((offer) => offer.id !== body.entry_id);
        return HttpResponse.json({ ok: true });
      };
    mockServer.use(
      http.get('*/api/cabinet/waitlist-offers', () => HttpResponse.json(open)),
      http.post('*/api/cabinet/waitlist-offers/accept', answer('accept')),
      http.post('*/api/cabinet/waitlist-offers/decline', answer('decline')),
    );
    const { user } = renderWithQuery(<OffersCard studentId={3} />);
    const card = await screen.findByRole('region', { name: 'Освободилось место' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    expect(card).toHaveTextContent('В группе «Хип-хоп 7–10 лет»');
    // 21:00 UTC is midnight in Moscow.
    expect(card).toHaveTextContent('ответить до вт, 3 марта, 00:00');
    expect(card).toHaveTextContent('На занятии группы «Jazz-funk 11–14 лет» чт, 5 марта в 18:00');

    await user.click(within(card).getByRole('button', { name: /Принять место: В группе/ }));
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(1));
    await user.click(within(card).getByRole('button', { name: /Отказаться от места: На занятии/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Освободилось место' })).toBeNull());
    expect(posted).toEqual([
      ['accept', { entry_id: 11 }],
      ['decline', { entry_id: 12 }],
    ]);
  });

  it('shows the family’s offers on its first screen, each with the child’s name', async () => {
    mockServer.use(
      http.get('*/api/cabinet/waitlist-offers', () =>
        HttpResponse.json([groupOffer, { ...lessonOffer, student_id: 4, name: 'Миша' }]),
      ),
    );
    renderWithQuery(<OffersCard />);
    const card = await screen.findByRole('region', { name: 'Освободилось место' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    expect(card).toHaveTextContent('Соня: в группе «Хип-хоп 7–10 лет»');
    expect(card).toHaveTextContent('Миша: на занятии группы «Jazz-funk 11–14 лет» чт, 5 марта в 18:00');
    expect(
      within(card).getByRole('button', { name: 'Принять место: Соня: в группе «Хип-хоп 7–10 лет»' }),
    ).toBeInTheDocument();
  });
});
