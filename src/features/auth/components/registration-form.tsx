import { type FormEvent, useState } from 'react';
import type { RegistrationInput, User } from '@/contract';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_MAX_LENGTH } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { DateField } from '@/ui/date-field';
import { ErrorMessage } from '@/ui/error-message';
import { Field } from '@/ui/field';
import { PasswordInput } from '@/ui/password-input';
import { PhoneInput } from '@/ui/phone-input';
import { tableTexts } from '@/ui/table-texts';
import { TextField } from '@/ui/text-field';
import { uiTexts } from '@/ui/texts';
import { useLogin } from '../api/use-login';
import { useRegisterSchool } from '../api/use-register-school';
import { authTexts } from '../texts';
import styles from './auth-form.module.css';

type RegistrationFormProps = {
  /**
   * The school is registered: with its owner signed in (the usual case), or — when the sign-in itself failed —
   * with only their email, for the login form.
   */
  onRegistered: (registered: { email: string; user: User | null }) => void;
};

const emptyForm = {
  schoolName: '',
  schoolCity: '',
  schoolPhone: '',
  schoolEmail: '',
  accountEmail: '',
  password: '',
  fullName: '',
  phone: '',
  birthdate: '',
};

type RegistrationValues = typeof emptyForm;

function toRegistrationInput(values: RegistrationValues): RegistrationInput {
  return {
    school: {
      name: values.schoolName,
      city: values.schoolCity,
      phone: values.schoolPhone,
      email: values.schoolEmail,
    },
    account: { email: values.accountEmail, password: values.password },
    profile: { full_name: values.fullName, phone: values.phone, birthdate: values.birthdate || null },
  };
}

export function RegistrationForm({ onRegistered }: RegistrationFormProps) {
  const [values, setValues] = useState(emptyForm);
  const clock = useSchoolClock();
  const registration = useRegisterSchool();
  const login = useLogin();

  function setValue(key: keyof RegistrationValues, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    registration.mutate(toRegistrationInput(values), {
      // The owner just typed the password: they are signed in at once, not asked for it again.
      onSuccess: (_, input) =>
        login.mutate(
          { email: input.account.email, password: input.account.password },
          {
            onSuccess: (user) => onRegistered({ email: input.account.email, user }),
            onError: () => onRegistered({ email: input.account.email, user: null }),
          },
        ),
    });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label={authTexts.registrationTitle}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{authTexts.schoolSection}</legend>
        <div className={styles.wide}>
          <TextField
            label={authTexts.schoolName}
            maxLength={TEXT_MAX_LENGTH}
            required
            value={values.schoolName}
            onChange={(event) => setValue('schoolName', event.target.value)}
          />
        </div>
        <TextField
          label={authTexts.schoolCity}
          maxLength={TEXT_MAX_LENGTH}
          value={values.schoolCity}
          onChange={(event) => setValue('schoolCity', event.target.value)}
        />
        <Field label={authTexts.schoolPhone}>
          {(id) => (
            <PhoneInput
              id={id}
              value={values.schoolPhone}
              onChange={(phone) => setValue('schoolPhone', phone)}
            />
          )}
        </Field>
        <div className={styles.wide}>
          <TextField
            label={authTexts.schoolEmail}
            type="email"
            value={values.schoolEmail}
            onChange={(event) => setValue('schoolEmail', event.target.value)}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{authTexts.accountSection}</legend>
        <TextField
          label={authTexts.accountEmail}
          type="email"
          autoComplete="username"
          required
          value={values.accountEmail}
          onChange={(event) => setValue('accountEmail', event.target.value)}
        />
        <Field label={authTexts.password} hint={uiTexts.passwordRule}>
          {(id) => (
            <PasswordInput
              id={id}
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
              value={values.password}
              onChange={(event) => setValue('password', event.target.value)}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{authTexts.profileSection}</legend>
        <div className={styles.wide}>
          <TextField
            label={authTexts.fullName}
            maxLength={TEXT_MAX_LENGTH}
            required
            autoComplete="name"
            value={values.fullName}
            onChange={(event) => setValue('fullName', event.target.value)}
          />
        </div>
        <Field label={authTexts.phone}>
          {(id) => <PhoneInput id={id} value={values.phone} onChange={(phone) => setValue('phone', phone)} />}
        </Field>
        <DateField
          label={authTexts.birthdate}
          max={clock.today()}
          maxProblem={tableTexts.birthdateFuture}
          value={values.birthdate}
          onChange={(iso) => setValue('birthdate', iso)}
        />
      </fieldset>
      {registration.isError && (
        <ErrorMessage>{toErrorMessage(registration.error, 'registration')}</ErrorMessage>
      )}
      <Button
        type="submit"
        variant="primary"
        disabled={registration.isPending || login.isPending}
        className={styles.submit}
      >
        {registration.isPending || login.isPending ? authTexts.loading : authTexts.registerButton}
      </Button>
    </form>
  );
}
