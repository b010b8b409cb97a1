import type { FormEvent } from 'react';
import { defaultErrors, serverErrors, type User } from '@/contract';
import { httpStatus, serverMessageOf, toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Field } from '@/ui/field';
import { PasswordInput } from '@/ui/password-input';
import { TextField } from '@/ui/text-field';
import { useLogin } from '../api/use-login';
import { useLoginFormStore } from '../login-form-store';
import { authTexts } from '../texts';
import styles from './auth-form.module.css';

type LoginFormProps = {
  onLoggedIn: (user: User) => void;
};

/**
 * Spec: any failed login reads «Ошибка входа»; only the throttling answer (429) says more, the wait, and the right
 * password to a deleted school says so (docs/deletion.md) — nobody could do anything about «Ошибка входа» there.
 */
function loginErrorMessage(error: unknown): string {
  if (httpStatus(error) === 429 || serverMessageOf(error) === serverErrors.schoolDeleted)
    return toErrorMessage(error, 'login');
  return defaultErrors.login;
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const form = useLoginFormStore();
  const login = useLogin();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.startLoading();
    try {
      const user = await login.mutateAsync({ email: form.email, password: form.password });
      form.clearForm();
      onLoggedIn(user);
    } catch (error) {
      form.setError(loginErrorMessage(error));
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={authTexts.loginTitle}>
      <TextField
        label={authTexts.email}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={form.email}
        onChange={(event) => form.setEmail(event.target.value)}
      />
      <Field label={authTexts.password}>
        {(id) => (
          <PasswordInput
            id={id}
            name="password"
            autoComplete="current-password"
            required
            value={form.password}
            onChange={(event) => form.setPassword(event.target.value)}
            visible={form.showPassword}
            onToggleVisible={form.toggleShowPassword}
          />
        )}
      </Field>
      {form.error && <ErrorMessage>{form.error}</ErrorMessage>}
      <Button type="submit" variant="primary" disabled={form.loading} className={styles.submit}>
        {form.loading ? authTexts.loading : authTexts.loginButton}
      </Button>
    </form>
  );
}
