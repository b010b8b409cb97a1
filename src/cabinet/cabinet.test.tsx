import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createBaseQueryClient } from '@/app/base-query-client';
import { demoCabinet } from '@/contract';
import { mockMail, mockServer } from '../../mocks/node';
import { CabinetApp } from './app';
import { createCabinetRouter } from './router';

// Личный кабинет in the browser, over the mock host (the server's own app): the demo family signs in with the code
// the host mailed, sees both daughters, and «не придём» shows at once — and goes back, with the reason, when the
// school refuses it. The tests' clock: Monday 2 March 2026, midday in Moscow.

/** Mounts the cabinet's app at a path, as a browser tab opened on cabinet.html there. */
function renderCabinet(path: string) {
  const queryClient = createBaseQueryClient({ queries: { retry: false } });
  const router = createCabinetRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const user = userEvent.setup();
  const view = render(<CabinetApp queryClient={queryClient} router={router} />);
  return { ...view, user, path: () => router.state.location.pathname };
}

async function signIn() {
  const view = renderCabinet('/cabinet');
  await waitFor(() => expect(view.path()).toBe('/cabinet/login'));
  await view.user.type(await screen.findByLabelText('Email'), demoCabinet.family);
  await view.user.click(screen.getByRole('button', { name: 'Получить код' }));
  const code = await screen.findByLabelText('Код из письма');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  const mailed = (await mockMail()).lastCode(demoCabinet.family);
  if (!mailed) throw new Error('No code was mailed');
  await view.user.type(code, mailed);
  await view.user.click(screen.getByRole('button', { name: 'Войти' }));
  await waitFor(() => expect(view.path()).toBe('/cabinet'));
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

  it('unsubscribes an address by the link of a school’s email, only when the person presses the button', async () => {
    const view = renderCabinet(`/cabinet/unsubscribe?token=${'x'.repeat(32)}`);
    const press = await screen.findByRole('button', { name: 'Отписаться' });
    expect(
      screen.getByText(/Письма об отмене занятий, об оплате и коды входа будут приходить/),
    ).toBeInTheDocument();
    // An unknown link: the server's reason, nothing else changes.
    await view.user.click(press);
    expect(await screen.findByText(/Ссылка отписки устарела или неверна/)).toBeInTheDocument();

    mockServer.use(
      http.post('/api/cabinet/unsubscribe', () =>
        HttpResponse.json({ school_name: 'Школа танца «Грация»', email: 'r•••@gracia-dance.ru' }),
      ),
    );
    await view.user.click(screen.getByRole('button', { name: 'Отписаться' }));
    expect(await screen.findByText(/Готово: r•••@gracia-dance\.ru больше не получает/)).toBeInTheDocument();
  });
});
