import { beforeEach, describe, expect, it } from 'vitest';
import { initialLoginForm, useLoginFormStore } from './login-form-store';

const form = () => useLoginFormStore.getState();

describe('login form store', () => {
  beforeEach(() => useLoginFormStore.setState(initialLoginForm));

  it('starts empty, hidden, idle and without an error', () => {
    expect(form()).toMatchObject({
      email: '',
      password: '',
      showPassword: false,
      loading: false,
      error: null,
    });
  });

  it('sets the email and the password', () => {
    form().setEmail('owner@gracia-dance.ru');
    form().setPassword('secret');

    expect(form()).toMatchObject({ email: 'owner@gracia-dance.ru', password: 'secret' });
  });

  it('toggles password visibility back and forth', () => {
    form().toggleShowPassword();
    expect(form().showPassword).toBe(true);

    form().toggleShowPassword();
    expect(form().showPassword).toBe(false);
  });

  it('marks loading and clears the previous error', () => {
    form().setError('Ошибка входа');

    form().startLoading();

    expect(form()).toMatchObject({ loading: true, error: null });
  });

  it('stores an error and ends loading', () => {
    form().startLoading();

    form().setError('Ошибка входа');

    expect(form()).toMatchObject({ loading: false, error: 'Ошибка входа' });
  });

  it('clears the form after a login: empties the password, keeps the email, ends loading, clears the error', () => {
    form().setEmail('owner@gracia-dance.ru');
    form().setPassword('secret');
    form().startLoading();
    form().setError('Ошибка входа');
    form().startLoading();

    form().clearForm();

    expect(form()).toMatchObject({
      email: 'owner@gracia-dance.ru',
      password: '',
      loading: false,
      error: null,
    });
  });
});
