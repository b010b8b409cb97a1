import { type FormEvent, useState } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Field } from '@/ui/field';
import { notifySuccess } from '@/ui/notify';
import { PasswordInput } from '@/ui/password-input';
import { uiTexts } from '@/ui/texts';
import { useChangePassword } from '../api/use-change-password';
import { authTexts } from '../texts';
import styles from './auth-form.module.css';

const empty = { current: '', next: '', repeat: '' };

/**
 * «Сменить пароль» for whoever is signed in: the current password, the new one twice. Other sessions of the
 * account end; this one stays. What was typed is kept when the server refuses, with its reason.
 */
export function PasswordChangeForm() {
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();
  const set = (key: keyof typeof empty) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (values.next !== values.repeat) {
      setError(authTexts.passwordsDiffer);
      return;
    }
    setError(null);
    try {
      await change.mutateAsync({ current_password: values.current, new_password: values.next });
      setValues(empty);
      notifySuccess(authTexts.passwordChanged);
    } catch (failure) {
      setError(toErrorMessage(failure, 'passwordChange'));
    }
  }

  const fields = [
    ['current', authTexts.currentPassword, 'current-password'],
    ['next', authTexts.newPassword, 'new-password'],
    ['repeat', authTexts.repeatPassword, 'new-password'],
  ] as const;

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={authTexts.changePassword}>
      {fields.map(([key, label, autoComplete]) => (
        <Field key={key} label={label} hint={key === 'next' ? uiTexts.passwordRule : undefined}>
          {(id) => (
            <PasswordInput
              id={id}
              name={key}
              autoComplete={autoComplete}
              required
              minLength={key === 'current' ? 1 : PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
              value={values[key]}
              onChange={(event) => set(key)(event.target.value)}
            />
          )}
        </Field>
      ))}
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? authTexts.saving : authTexts.changePassword}
      </Button>
    </form>
  );
}
