import { type FormEvent, useState } from 'react';
import type { JoinPage, JoinTrialAnswer } from '@/contract';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '@/contract/join-routes';
import { PERSON_NAME_MAX } from '@/contract/limits';
import { normalizePhone } from '@/contract/phone';
import { serverMessageOf } from '@/lib/http-client';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Field } from '@/ui/field';
import { PhoneInput } from '@/ui/phone-input';
import { TextField } from '@/ui/text-field';
import { useJoinTrial } from '../api/join-queries';
import type { UtmMarks } from '../page-address';
import { joinTexts } from '../texts';
import styles from './join.module.css';
import { LessonPicker } from './lesson-picker';

type JoinFormProps = {
  code: string;
  page: JoinPage;
  marks: UtmMarks;
  onDone: (answer: JoinTrialAnswer) => void;
};

/**
 * The sign-up: the lesson, who comes, how to reach them and the school's consent. The server decides everything
 * (docs/join-form.md) — seats, the page's age, the limits — and says in words what it refused; the page shows that.
 */
export function JoinForm({ code, page, marks, onDone }: JoinFormProps) {
  const trial = useJoinTrial(code);
  const [lessonId, setLessonId] = useState<number | null>(null);
  const [forChild, setForChild] = useState(false);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [childName, setChildName] = useState('');
  const [childAge, setChildAge] = useState('');
  const [consent, setConsent] = useState(false);
  const [trap, setTrap] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lessonId === null) return setProblem(joinTexts.lessonProblem);
    if (!normalizePhone(phone)) return setProblem(joinTexts.phoneProblem);
    setProblem(null);
    trial.mutate(
      {
        name,
        phone,
        email,
        for_child: forChild,
        ...(forChild && { child_name: childName, child_age: childAge }),
        lesson_id: lessonId,
        consent,
        stamp: page.stamp,
        website: trap,
        ...marks,
      },
      { onSuccess: onDone },
    );
  }

  const error = problem ?? (trial.isError ? (serverMessageOf(trial.error) ?? joinTexts.sendFailed) : null);

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <LessonPicker groups={page.groups} value={lessonId} onChange={setLessonId} />
      <TextField
        label={joinTexts.name}
        required
        autoComplete="name"
        maxLength={PERSON_NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Field label={joinTexts.phone}>
        {(id) => <PhoneInput id={id} name="phone" required value={phone} onChange={setPhone} />}
      </Field>
      <TextField
        label={joinTexts.email}
        hint={joinTexts.emailHint}
        type="email"
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{joinTexts.who}</legend>
        <div className={styles.row}>
          {[false, true].map((child) => (
            <label key={String(child)} className={styles.choice}>
              <input
                type="radio"
                name="who"
                checked={forChild === child}
                onChange={() => setForChild(child)}
              />
              <span>{child ? joinTexts.forChild : joinTexts.forSelf}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {forChild && (
        <>
          <TextField
            label={joinTexts.childName}
            required
            maxLength={PERSON_NAME_MAX}
            value={childName}
            onChange={(event) => setChildName(event.target.value)}
          />
          <TextField
            label={joinTexts.childAge}
            required
            type="number"
            inputMode="numeric"
            min={CHILD_AGE_MIN}
            max={CHILD_AGE_MAX}
            value={childAge}
            onChange={(event) => setChildAge(event.target.value)}
          />
        </>
      )}
      <div className={styles.trap} aria-hidden="true">
        <label>
          {joinTexts.trap}
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={trap}
            onChange={(event) => setTrap(event.target.value)}
          />
        </label>
      </div>
      <label className={styles.consent}>
        <input
          type="checkbox"
          name="consent"
          required
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <span>{page.consent_text}</span>
      </label>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      <Button type="submit" variant="primary" className={styles.submit} disabled={trial.isPending}>
        {trial.isPending ? joinTexts.submitting : joinTexts.submit}
      </Button>
    </form>
  );
}
