import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, homePathFor, navigationByRole, type Role, serverErrors } from '@/contract';
import { sectionNames } from '@/features/navigation/texts';
import { callApi } from '@/lib/http';
import { currentPath, renderApp } from '@/test/render-app';
import { demoLogins, signInAs } from '@/test/sessions';
import { mockServer } from '../../../mocks/node';

async function logIn(view: ReturnType<typeof renderApp>, email: string, password: string) {
  await view.user.type(await screen.findByLabelText('Email'), email);
  await view.user.type(screen.getByLabelText('Пароль'), password);
  await view.user.click(screen.getByRole('button', { name: 'Войти' }));
}

const roles: Role[] = ['owner', 'manager', 'receptionist', 'teacher', 'accountant', 'admin'];

describe('logging in', () => {
  it.each(roles)('takes the %s to their home page with their navigation', async (role) => {
    const view = renderApp('/registration');

    await logIn(view, demoLogins[role], DEMO_PASSWORD);

    await waitFor(() => expect(currentPath(view.router)).toBe(homePathFor(role)));
    const navigation = await screen.findByRole('navigation', { name: 'Основная навигация' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      navigationByRole[role].map((path) => sectionNames[path]),
    );
  });

  it('shows «Ошибка входа» for a wrong password and keeps the person on the form', async () => {
    const view = renderApp('/registration');

    await logIn(view, demoLogins.owner, 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка входа');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
    expect(currentPath(view.router)).toBe('/registration');
  });

  it("shows the server's wait time when logins are throttled", async () => {
    mockServer.use(
      http.post('*/api/user_accounts/login', () =>
        HttpResponse.json({ message: serverErrors.tooManyLogins(12) }, { status: 429 }),
      ),
    );
    const view = renderApp('/registration');

    await logIn(view, demoLogins.owner, DEMO_PASSWORD);

    expect(await screen.findByRole('alert')).toHaveTextContent(serverErrors.tooManyLogins(12));
  });

  it('says the school is deleted when the right password belongs to a deleted school', async () => {
    await signInAs('admin');
    await callApi('schoolDelete', { id: 1 });
    await callApi('logout');
    const view = renderApp('/registration');

    await logIn(view, demoLogins.owner, DEMO_PASSWORD);

    expect(await screen.findByRole('alert')).toHaveTextContent(serverErrors.schoolDeleted);
  });

  it('reads «Загрузка...» on the button while the login is in progress', async () => {
    let answer: () => void = () => undefined;
    mockServer.use(
      http.post('*/api/user_accounts/login', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ message: serverErrors.wrongCredentials }, { status: 401 });
      }),
    );
    const view = renderApp('/registration');

    await logIn(view, demoLogins.owner, DEMO_PASSWORD);

    expect(await screen.findByRole('button', { name: 'Загрузка...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeEnabled();
  });

  it('returns to the page the person was sent away from when their role may open it', async () => {
    const view = renderApp('/schedule');
    await screen.findByRole('button', { name: 'Войти' });

    await logIn(view, demoLogins.teacher, DEMO_PASSWORD);

    await waitFor(() => expect(currentPath(view.router)).toBe('/schedule'));
    expect(await screen.findByRole('heading', { name: 'Расписание' })).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const view = renderApp('/registration');
    const password = await screen.findByLabelText('Пароль');
    expect(password).toHaveAttribute('type', 'password');

    await view.user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(password).toHaveAttribute('type', 'text');

    await view.user.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
