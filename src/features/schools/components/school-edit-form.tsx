import { type FormEvent, useState } from 'react';
import { type School, schoolTimeZones, timeZoneLabel } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Field } from '@/ui/field';
import { notifySuccess } from '@/ui/notify';
import { PhoneInput } from '@/ui/phone-input';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useUpdateSchool } from '../api/use-update-school';
import { schoolTexts } from '../texts';
import styles from './school-edit-form.module.css';

/** Russia's cities by zone; a zone set through the API that the list lacks stays choosable as it is. */
const zoneOptions = (current: string) => [
  ...schoolTimeZones.map(({ zone, label }) => ({ value: zone, label })),
  ...(schoolTimeZones.some(({ zone }) => zone === current)
    ? []
    : [{ value: current, label: timeZoneLabel(current) }]),
];

type SchoolEditFormProps = {
  school: School;
  onSaved: () => void;
  onCancel: () => void;
};

export function SchoolEditForm({ school, onSaved, onCancel }: SchoolEditFormProps) {
  const [values, setValues] = useState({
    Name: school.Name,
    City: school.City,
    Email: school.Email,
    Phone: school.Phone,
    TimeZone: school.TimeZone,
  });
  const update = useUpdateSchool(school.id);

  function setValue(key: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(values, {
      onSuccess: () => {
        notifySuccess(schoolTexts.saved);
        onSaved();
      },
    });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <div className={styles.grid}>
        <TextField
          label={schoolTexts.name}
          required
          value={values.Name}
          onChange={(event) => setValue('Name', event.target.value)}
        />
        <TextField
          label={schoolTexts.city}
          value={values.City}
          onChange={(event) => setValue('City', event.target.value)}
        />
        <TextField
          label={schoolTexts.email}
          type="email"
          value={values.Email}
          onChange={(event) => setValue('Email', event.target.value)}
        />
        <Field label={schoolTexts.phone}>
          {(id) => <PhoneInput id={id} value={values.Phone} onChange={(phone) => setValue('Phone', phone)} />}
        </Field>
        <SelectField
          label={schoolTexts.timeZone}
          title={schoolTexts.timeZoneHint}
          value={values.TimeZone}
          onChange={(event) => setValue('TimeZone', event.target.value)}
          options={zoneOptions(values.TimeZone)}
        />
      </div>
      {update.isError && <ErrorMessage>{toErrorMessage(update.error, 'schools')}</ErrorMessage>}
      <div className={styles.actions}>
        <Button onClick={onCancel}>{schoolTexts.cancel}</Button>
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {update.isPending ? schoolTexts.saving : schoolTexts.save}
        </Button>
      </div>
    </form>
  );
}
