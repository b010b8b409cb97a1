import { type FormEvent, useState } from 'react';
import {
  type Lead,
  type LeadConversionInput,
  type SkillLevel,
  skillLevelLabels,
  skillLevels,
} from '@/contract';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { DateField } from '@/ui/date-field';
import { ErrorMessage } from '@/ui/error-message';
import { Field } from '@/ui/field';
import { optionList } from '@/ui/option-list';
import { PhoneInput } from '@/ui/phone-input';
import { SelectField } from '@/ui/select-field';
import { tableTexts } from '@/ui/table-texts';
import { TextField } from '@/ui/text-field';
import type { LeadOptions } from '../lead-options';
import { leadTexts } from '../texts';
import styles from './convert-lead-form.module.css';

type ConvertLeadFormProps = {
  lead: Lead;
  options: LeadOptions;
  pending: boolean;
  error: string | null;
  onSubmit: (input: LeadConversionInput) => void;
  onCancel: () => void;
};

const levelOptions = skillLevels.map((level) => ({ value: level, label: skillLevelLabels[level] }));

/** The student's name, birthdate, level and group, and optionally the parent who becomes a client. */
export function ConvertLeadForm({ lead, options, pending, error, onSubmit, onCancel }: ConvertLeadFormProps) {
  const [values, setValues] = useState({
    name: lead.name,
    birthdate: '',
    level: 'beginner' as SkillLevel,
    groupId: '',
    withParent: false,
    // A lead is usually the parent who called: their name and phone come along (and can be changed).
    parentName: lead.name,
    parentPhone: lead.phone,
    relation: leadTexts.relationDefault as string,
    payer: true,
    statusId: '',
  });
  const clock = useSchoolClock();
  const set = <Key extends keyof typeof values>(key: Key, value: (typeof values)[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({
      student: {
        name: values.name.trim() || undefined,
        birthdate: values.birthdate || null,
        skill_level: values.level,
        group_id: values.groupId ? Number(values.groupId) : null,
      },
      client: values.withParent
        ? {
            name: values.parentName,
            phone: values.parentPhone,
            relation: values.relation,
            is_payer: values.payer,
          }
        : undefined,
      status_id: values.statusId ? Number(values.statusId) : undefined,
    });
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{leadTexts.studentSection}</legend>
        <TextField
          label={leadTexts.studentName}
          value={values.name}
          required
          data-autofocus
          onChange={(event) => set('name', event.target.value)}
        />
        <div className={styles.row}>
          <DateField
            label={leadTexts.birthdate}
            value={values.birthdate}
            max={clock.today()}
            maxProblem={tableTexts.birthdateFuture}
            onChange={(iso) => set('birthdate', iso)}
          />
          <SelectField
            label={leadTexts.level}
            options={levelOptions}
            value={values.level}
            onChange={(event) => set('level', event.target.value as SkillLevel)}
          />
        </div>
        <div className={styles.row}>
          <SelectField
            label={leadTexts.studentGroup}
            options={[{ value: '', label: leadTexts.noGroup }, ...optionList(options.studentGroups)]}
            value={values.groupId}
            onChange={(event) => set('groupId', event.target.value)}
          />
          <SelectField
            label={leadTexts.statusAfter}
            options={[{ value: '', label: leadTexts.keepStatus }, ...optionList(options.statuses)]}
            value={values.statusId}
            onChange={(event) => set('statusId', event.target.value)}
          />
        </div>
      </fieldset>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.withParent}
          onChange={(event) => set('withParent', event.target.checked)}
        />
        {leadTexts.parentToggle}
      </label>
      {values.withParent && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{leadTexts.parentSection}</legend>
          <TextField
            label={leadTexts.parentName}
            value={values.parentName}
            required
            onChange={(event) => set('parentName', event.target.value)}
          />
          <div className={styles.row}>
            <Field label={leadTexts.parentPhone}>
              {(id) => (
                <PhoneInput
                  id={id}
                  value={values.parentPhone}
                  onChange={(phone) => set('parentPhone', phone)}
                />
              )}
            </Field>
            <TextField
              label={leadTexts.relation}
              value={values.relation}
              onChange={(event) => set('relation', event.target.value)}
            />
          </div>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={values.payer}
              onChange={(event) => set('payer', event.target.checked)}
            />
            {leadTexts.payer}
          </label>
        </fieldset>
      )}
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <div className={styles.actions}>
        <Button onClick={onCancel}>{leadTexts.cancel}</Button>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? leadTexts.converting : leadTexts.submitConvert}
        </Button>
      </div>
    </form>
  );
}
