import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../mocks/node';

describe('route guards', () => {
  it('send a visitor without a session to the login form, remembering the page', async () => {
    const view = renderApp('/leads');

    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/registration');
    expect(view.router.state.location.search).toEqual({ redirect: '/leads' });
  });

  it('send a role that may not open a page to /profile', async () => {
    await signInAs('accountant');
    const view = renderApp('/leads');

    expect(await screen.findByRole('heading', { name: 'Профиль' })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/profile');
  });

  it('refuse the students link of the receptionist navigation, as the spec keeps it', async () => {
    await signInAs('receptionist');
    const view = renderApp('/schedule');
    await screen.findByRole('heading', { name: 'Расписание' });

    await view.user.click(screen.getByRole('link', { name: 'Ученики' }));

    await waitFor(() => expect(currentPath(view.router)).toBe('/profile'));
  });

  it('let the admin through every guard', async () => {
    await signInAs('admin');
    const view = renderApp('/leads');

    expect(await screen.findByRole('heading', { name: 'Лиды' })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/leads');
  });

  it.each([
    ['/finances', 'Финансы'],
    ['/reports', 'Отчёты'],
    ['/history', 'История'],
    ['/students', 'Ученики'],
  ])(
    'show the admin, who has no school, «Нет школы» on %s — and ask the server nothing',
    async (path, title) => {
      await signInAs('admin');
      const refused: string[] = [];
      mockServer.events.on('response:mocked', ({ request, response }) => {
        if (response.status >= 400) refused.push(`${response.status} ${request.url}`);
      });
      renderApp(path);

      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(await screen.findByText('Нет школы')).toBeInTheDocument();
      expect(screen.queryByText('Недостаточно прав')).not.toBeInTheDocument();
      expect(refused).toEqual([]);
      mockServer.events.removeAllListeners();
    },
  );

  it('keep the admin pages to the admin', async () => {
    await signInAs('owner');
    const view = renderApp('/admin/schools');

    await screen.findByRole('heading', { name: 'Профиль' });
    expect(currentPath(view.router)).toBe('/profile');
  });

  it('send a signed-in person away from the login form to their home', async () => {
    await signInAs('manager');
    const view = renderApp('/registration');

    expect(await screen.findByRole('heading', { name: 'Лиды' })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/leads');
  });

  it('let the accountant open the reports', async () => {
    await signInAs('accountant');
    const view = renderApp('/reports');

    expect(await screen.findByRole('heading', { name: 'Отчёты', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Параметры отчёта' })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/reports');
  });

  it('show a Russian page for an unknown address', async () => {
    renderApp('/no-such-page');

    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
    // A landmark of its own, as every page has.
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Страница не найдена' }),
    );
  });

  it('lets the keyboard skip past the navigation to the page', async () => {
    await signInAs('owner');
    renderApp('/profile');

    const skip = await screen.findByRole('link', { name: 'Перейти к содержанию' });
    expect(skip).toHaveAttribute('href', '#content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
  });
});
