import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/contract';
import { http } from '@/lib/http';
import { renderWithQuery } from '@/test/render-with-query';
import { demoLogins, signInAs } from '@/test/sessions';
import { PasswordChangeForm } from './components/password-change-form';

function renderForm() {
  const view = renderWithQuery(<PasswordChangeForm />);
  const form = screen.getByRole('form', { name: 'Сменить пароль' });
  const fill = async (current: string, next: string, repeat = next) => {
    await view.user.type(within(form).getByLabelText('Текущий пароль'), current);
    await view.user.type(within(form).getByLabelText('Новый пароль (не короче 8 символов)'), next);
    await view.user.type(within(form).getByLabelText('Новый пароль ещё раз'), repeat);
    await view.user.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
  };
  return { ...view, form, fill };
}

const canLogIn = (password: string) =>
  http
    .post('user_accounts/login', { json: { email: demoLogins.teacher, password } })
    .then(() => true)
    .catch(() => false);

describe('«Сменить пароль» in the profile', () => {
  it('says so when the two new passwords differ, and sends nothing', async () => {
    await signInAs('teacher');
    const { fill } = renderForm();
    await fill(DEMO_PASSWORD, 'новый-пароль-1', 'новый-пароль-2');
    expect(await screen.findByText('Новый пароль и повтор не совпадают')).toBeInTheDocument();
    expect(await canLogIn(DEMO_PASSWORD)).toBe(true);
  });

  it('shows the server’s reason for a wrong current password and keeps what was typed', async () => {
    await signInAs('teacher');
    const { fill, form } = renderForm();
    await fill('не-тот-пароль', 'новый-пароль-1');
    expect(await screen.findByText('Текущий пароль введён неверно')).toBeInTheDocument();
    expect(within(form).getByLabelText('Новый пароль ещё раз')).toHaveValue('новый-пароль-1');
  });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    await signInAs('teacher');
    const { fill, form } = renderForm();
    await fill(DEMO_PASSWORD, 'новый-пароль-учителя');
    expect(
      await screen.findByText('Пароль изменён. Другие сеансы этой учётной записи завершены.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Текущий пароль')).toHaveValue('');
    expect(await canLogIn('новый-пароль-учителя')).toBe(true);
    expect(await canLogIn(DEMO_PASSWORD)).toBe(false);
  });
});
