import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { currentPath, renderApp } from '@/test/render-app';
import { signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';

describe('the session', () => {
  it('shows the three-dot loader until the start-up check answers', async () => {
    await signInAs('owner');
    renderApp('/profile');

    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Профиль' })).toBeInTheDocument();
  });

  it('survives a reload: a stored session opens the page directly', async () => {
    await signInAs('owner');
    const view = renderApp('/leads');

    expect(await screen.findByRole('heading', { name: 'Лиды' })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/leads');
  });

  it('logs out and shows «Ошибка» when the check fails', async () => {
    let loggedOut = false;
    mockServer.use(
      http.get('*/api/auth/check', () => HttpResponse.json({ message: 'Сбой' }, { status: 503 })),
      http.post('*/api/users/logout', () => {
        loggedOut = true;
        return HttpResponse.json({ ok: true });
      }),
    );
    const view = renderApp('/profile');

    expect(await screen.findByText('Ошибка')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/registration');
    expect(loggedOut).toBe(true);
  });

  it('issues a logout when there is no session, without an error message', async () => {
    let loggedOut = false;
    mockServer.use(
      http.post('*/api/users/logout', () => {
        loggedOut = true;
        return HttpResponse.json({ ok: true });
      }),
    );
    // Toasts live in one store for the whole test file, so watch the call rather than the screen.
    const showError = vi.spyOn(toast, 'error');
    const view = renderApp('/profile');

    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/registration');
    expect(loggedOut).toBe(true);
    expect(showError).not.toHaveBeenCalled();
    showError.mockRestore();
  });

  it('logs out to the login form', async () => {
    await signInAs('owner');
    const view = renderApp('/profile');

    await view.user.click(await screen.findByRole('button', { name: 'Выйти' }));

    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/registration');
  });

  it('still leaves when the logout call fails, and says so', async () => {
    mockServer.use(http.post('*/api/users/logout', () => HttpResponse.error()));
    await signInAs('owner');
    const view = renderApp('/profile');

    await view.user.click(await screen.findByRole('button', { name: 'Выйти' }));

    expect(await screen.findByText('Ошибка выхода')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(view.router)).toBe('/registration'));
  });

  it('sends the person to the login form when the session ends during work', async () => {
    await signInAs('owner');
    const view = renderApp('/leads');
    await screen.findByRole('heading', { name: 'Лиды' });
    mockServer.use(
      http.get('*/api/schools/getoneschool/:id', () =>
        HttpResponse.json({ message: 'Войдите в систему' }, { status: 401 }),
      ),
    );

    await view.user.click(screen.getByRole('link', { name: 'Профиль' }));

    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(currentPath(view.router)).toBe('/registration');
  });
});

describe('the browser tab', () => {
  it('names the page before the product', async () => {
    await signInAs('owner');
    renderApp('/leads');
    expect(await screen.findByRole('heading', { name: 'Лиды' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Лиды · Ритм'));
  });

  it('names the sign-in page', async () => {
    renderApp('/registration');
    await waitFor(() => expect(document.title).toBe('Вход · Ритм'));
  });
});
