import { type FormEvent, useState } from 'react';
import { roleLabels, type StaffRole, staffRoles } from '@/contract';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Field } from '@/ui/field';
import styles from '@/ui/form-layout.module.css';
import { PasswordInput } from '@/ui/password-input';
import { PhoneInput } from '@/ui/phone-input';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import type { StaffFormValues } from '../staff-form-values';
import { staffTexts } from '../texts';

type StaffFormProps = {
  mode: 'create' | 'edit';
  initialValues: StaffFormValues;
  pending: boolean;
  error: string | null;
  onSubmit: (values: StaffFormValues) => void;
  onCancel: () => void;
};

const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** One form for adding and editing: the email is set once; a password is required only for a new account. */
export function StaffForm({ mode, initialValues, pending, error, onSubmit, onCancel }: StaffFormProps) {
  const [values, setValues] = useState(initialValues);
  const isCreate = mode === 'create';

  function setValue<Key extends keyof StaffFormValues>(key: Key, value: StaffFormValues[Key]) {
    setValues((current) => ({ ...current, [key]: value }));
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
        <TextField
          label={staffTexts.birthdate}
          type="date"
          value={values.birthdate}
          onChange={(event) => setValue('birthdate', event.target.value)}
        />
        <div className={styles.wide}>
          <Field
            label={isCreate ? staffTexts.password : staffTexts.newPassword}
            hint={isCreate ? undefined : staffTexts.newPasswordHint}
          >
            {(id) => (
              <PasswordInput
                id={id}
                autoComplete="new-password"
                required={isCreate}
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
