import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { mockClock } from '../../../mocks/node';

// docs/time.md: a school picks its zone in its card, and the whole app then lives in that school's day. At 15:30
// UTC on 2 March it is 01:30 on Tuesday 3 March in Vladivostok — while Moscow, and a browser set to it, still
// reads Monday evening.

const START = '2026-03-02T09:00:00.000Z';

afterEach(() => {
  mockClock.set(START);
});

describe('the school’s time zone', () => {
  it('is picked by the owner in the school card, and the schedule’s «Сегодня» then reads the school’s day', async () => {
    await signInAs('owner');
    const profile = renderApp('/profile');
    const card = await screen.findByRole('region', { name: 'Школа' });
    expect(await within(card).findByText('Москва, Санкт-Петербург, Казань (МСК)')).toBeInTheDocument();
    await profile.user.click(within(card).getByRole('button', { name: 'Изменить' }));
    await profile.user.selectOptions(within(card).getByLabelText('Часовой пояс'), 'Asia/Vladivostok');
    await profile.user.click(within(card).getByRole('button', { name: 'Сохранить' }));
    expect(await within(card).findByText('Владивосток, Хабаровск (МСК+7)')).toBeInTheDocument();
    profile.unmount();

    mockClock.set('2026-03-02T15:30:00.000Z');
    renderApp('/schedule');
    expect(await screen.findByRole('heading', { name: /вторник, 3 марта/i })).toBeInTheDocument();
  });

  it('dates a new payment by the school’s today', async () => {
    mockClock.set('2026-03-02T15:30:00.000Z');
    await signInAs('owner');
    const { http } = await import('@/lib/http');
    await http.patch('schools/update/1', { json: { TimeZone: 'Asia/Vladivostok' } });
    renderApp('/finances');
    const form = await screen.findByRole('form', { name: 'Добавить платёж' });
    await waitFor(() => expect(within(form).getByLabelText('Дата')).toHaveValue('03.03.2026'));
  });

  it('counts «this month» of the reports by the school’s month', async () => {
    // 31 March, 15:30 UTC: already 1 April in Vladivostok.
    mockClock.set('2026-03-31T15:30:00.000Z');
    await signInAs('owner');
    const { http } = await import('@/lib/http');
    await http.patch('schools/update/1', { json: { TimeZone: 'Asia/Vladivostok' } });
    renderApp('/reports');
    const form = await screen.findByRole('form', { name: 'Параметры отчёта' });
    expect(within(form).getByLabelText('С')).toHaveValue('01.04.2026');
    expect(within(form).getByLabelText('По')).toHaveValue('30.04.2026');
  });
});
