import { type FormEvent, useState } from 'react';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  roleLabels,
  type StaffRole,
  staffRoles,
  TEXT_MAX_LENGTH,
} from '@/contract';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { DateField } from '@/ui/date-field';
import { ErrorMessage } from '@/ui/error-message';
import { Field } from '@/ui/field';
import styles from '@/ui/form-layout.module.css';
import { PasswordInput } from '@/ui/password-input';
import { PhoneInput } from '@/ui/phone-input';
import { SelectField } from '@/ui/select-field';
import { tableTexts } from '@/ui/table-texts';
import { TextField } from '@/ui/text-field';
import { uiTexts } from '@/ui/texts';
import type { StaffFormValues } from '../staff-form-values';
import { staffTexts } from '../texts';

type StaffFormProps = {
  mode: 'create' | 'edit';
  initialValues: StaffFormValues;
  pending: boolean;
  error: string | null;
  onSubmit: (values: StaffFormValues) => void;
  /** A change of any field: the last refusal no longer describes what is typed. */
  onEdit: () => void;
  onCancel: () => void;
};

const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** One form for adding and editing: the email is set once; a password is required only for a new account. */
export function StaffForm({
  mode,
  initialValues,
  pending,
  error,
  onSubmit,
  onEdit,
  onCancel,
}: StaffFormProps) {
  const [values, setValues] = useState(initialValues);
  const clock = useSchoolClock();
  const isCreate = mode === 'create';

  function setValue<Key extends keyof StaffFormValues>(key: Key, value: StaffFormValues[Key]) {
    setValues((current) => ({ ...current, [key]: value }));
    onEdit();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(values);
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <div className={styles.grid}>
        <div className={styles.wide}>
          <TextField
            label={staffTexts.fullName}
            maxLength={TEXT_MAX_LENGTH}
            required
            data-autofocus
            value={values.fullName}
            onChange={(event) => setValue('fullName', event.target.value)}
          />
        </div>
        <TextField
          label={staffTexts.email}
          type="email"
          required
          disabled={!isCreate}
          autoComplete="off"
          value={values.email}
          onChange={(event) => setValue('email', event.target.value)}
        />
        <SelectField
          label={staffTexts.role}
          options={roleOptions}
          value={values.role}
          onChange={(event) => setValue('role', event.target.value as StaffRole)}
        />
        <Field label={staffTexts.phone}>
          {(id) => <PhoneInput id={id} value={values.phone} onChange={(phone) => setValue('phone', phone)} />}
        </Field>
        <DateField
          label={staffTexts.birthdate}
          max={clock.today()}
          maxProblem={tableTexts.birthdateFuture}
          value={values.birthdate}
          onChange={(iso) => setValue('birthdate', iso)}
        />
        <div className={styles.wide}>
          <Field
            label={isCreate ? staffTexts.password : staffTexts.newPassword}
            hint={isCreate ? uiTexts.passwordRule : staffTexts.newPasswordHint}
          >
            {(id) => (
              <PasswordInput
                id={id}
                autoComplete="new-password"
                required={isCreate}
                minLength={PASSWORD_MIN_LENGTH}
                maxLength={PASSWORD_MAX_LENGTH}
                value={values.password}
                onChange={(event) => setValue('password', event.target.value)}
              />
            )}
          </Field>
        </div>
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className={styles.actions}>
        <Button onClick={onCancel}>{staffTexts.cancel}</Button>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? staffTexts.saving : isCreate ? staffTexts.create : staffTexts.save}
        </Button>
      </div>
    </form>
  );
}
