import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoOwner, russianDate, serverErrors } from '@/contract';
import { buildRegistration } from '@/test/factories';
import { renderApp } from '@/test/render-app';
import { mockServer } from '../../../mocks/node';

type View = ReturnType<typeof renderApp>;

async function fillRegistration(view: View, input = buildRegistration()) {
  const { user } = view;
  await user.type(await screen.findByLabelText('Название школы'), input.school.name);
  await user.type(screen.getByLabelText('Город'), input.school.city ?? '');
  await user.type(screen.getByLabelText('Телефон школы'), '3822000000');
  await user.type(screen.getByLabelText('Email школы'), input.school.email ?? '');
  await user.type(screen.getByLabelText('Email для входа'), input.account.email);
  await user.type(screen.getByLabelText('Пароль'), input.account.password);
  await user.type(screen.getByLabelText('ФИО'), input.profile.full_name);
  await user.type(screen.getByLabelText('Телефон'), '9131002030');
  await user.type(screen.getByLabelText('Дата рождения'), russianDate(input.profile.birthdate ?? ''));
  await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
}

describe('registering a school', () => {
  it('opens from the login form and goes back to it with the two links', async () => {
    const view = renderApp('/registration');

    await view.user.click(await screen.findByRole('link', { name: 'Нет аккаунта? Зарегистрировать школу' }));
    expect(await screen.findByRole('button', { name: 'Зарегистрироваться' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('link', { name: 'Уже есть аккаунт? Войти' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });

  it('signs the new owner in at once: their password is not asked for again', async () => {
    const input = buildRegistration();
    const view = renderApp('/registration?mode=register');

    await fillRegistration(view, input);

    // The owner's home, with their navigation.
    expect(await screen.findByRole('heading', { name: 'Лиды' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Профиль' }));
    expect(await screen.findByText(input.school.name)).toBeInTheDocument();
    expect(screen.getByText('+7 (382) 200-00-00')).toBeInTheDocument();
  });

  it('falls back to the login form, email filled in, when the sign-in after it fails', async () => {
    const input = buildRegistration();
    mockServer.use(
      http.post('*/api/user_accounts/login', () =>
        HttpResponse.json({ message: 'Слишком много попыток входа' }, { status: 429 }),
      ),
    );
    const view = renderApp('/registration?mode=register');

    await fillRegistration(view, input);

    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(input.account.email);
    expect(screen.getByRole('status')).toHaveTextContent('Школа зарегистрирована');
  });

  it("shows the server's message when the email is taken, and stays on the form", async () => {
    const input = buildRegistration({
      account: { email: demoOwner.account.email, password: 'another-pass' },
    });
    const view = renderApp('/registration?mode=register');

    await fillRegistration(view, input);

    expect(await screen.findByRole('alert')).toHaveTextContent(serverErrors.emailTaken);
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeEnabled();
    expect(screen.getByLabelText('Название школы')).toHaveValue(input.school.name);
  });
});
