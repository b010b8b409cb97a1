import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoCabinet } from '@/contract';
import { currentPath, renderApp } from '@/test/render-app';
import { mockMail, mockServer } from '../../../mocks/node';

// Личный кабинет in the browser, over the mock host (the server's own app): the demo family signs in with the code
// the host mailed, sees both daughters, and «не придём» shows at once — and goes back, with the reason, when the
// school refuses it. The tests' clock: Monday 2 March 2026, midday in Moscow.

async function signIn() {
  const view = renderApp('/cabinet');
  await waitFor(() => expect(currentPath(view.router)).toBe('/cabinet/login'));
  await view.user.type(await screen.findByLabelText('Email'), demoCabinet.family);
  await view.user.click(screen.getByRole('button', { name: 'Получить код' }));
  const code = await screen.findByLabelText('Код из письма');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  const mailed = (await mockMail()).lastCode(demoCabinet.family);
  if (!mailed) throw new Error('No code was mailed');
  await view.user.type(code, mailed);
  await view.user.click(screen.getByRole('button', { name: 'Войти' }));
  await waitFor(() => expect(currentPath(view.router)).toBe('/cabinet'));
  return view;
}

describe('the family’s cabinet', { timeout: 60_000 }, () => {
  it('signs the demo family in with the mailed code and shows both daughters with their passes', async () => {
    await signIn();
    const veronika = await screen.findByRole('region', { name: 'Морозова Вероника' });
    const ksenia = screen.getByRole('region', { name: 'Морозова Ксения' });
    expect(within(veronika).getByText('Действующих абонементов нет')).toBeInTheDocument();
    expect(within(ksenia).getByText('Абонемент 8 занятий')).toBeInTheDocument();
    expect(within(ksenia).getByText(/^Осталось \d+ из 8$/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Разделы кабинета' })).toBeInTheDocument();
    // The staff's navigation is not the cabinet's.
    expect(screen.queryByRole('navigation', { name: 'Основная навигация' })).not.toBeInTheDocument();
  });

  it('shows «не придём» at once, and puts it back with the school’s reason when refused', async () => {
    const view = await signIn();
    const ksenia = await screen.findByRole('region', { name: 'Морозова Ксения' });
    const [absent] = within(ksenia).getAllByRole('button', { name: /^Не придём: / });
    if (!absent) throw new Error('no lesson to skip');
    const name = absent.getAttribute('aria-label') ?? '';
    mockServer.use(
      http.post('*/api/cabinet/absences', () =>
        HttpResponse.json(
          { message: 'Сообщить об отсутствии можно не позже чем за 2 ч до начала' },
          { status: 409 },
        ),
      ),
    );
    await view.user.click(absent);
    expect(
      await screen.findByText('Сообщить об отсутствии можно не позже чем за 2 ч до начала'),
    ).toBeInTheDocument();
    expect(within(ksenia).getByRole('button', { name })).toBeInTheDocument();
    mockServer.resetHandlers();

    await view.user.click(within(ksenia).getByRole('button', { name }));
    expect(await screen.findByText('Школа получила ваше сообщение')).toBeInTheDocument();
    const undo = name.replace('Не придём', 'Всё-таки придём');
    expect(within(ksenia).getByRole('button', { name: undo })).toBeInTheDocument();
    expect(within(ksenia).getAllByText('Вы сообщили: не придём').length).toBeGreaterThan(0);
  });
});
