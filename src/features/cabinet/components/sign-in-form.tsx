import { type FormEvent, useState } from 'react';
import type { CabinetSignInAnswer } from '@/contract';
import { serverMessageOf } from '@/lib/http-client';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Notice } from '@/ui/notice';
import { TextField } from '@/ui/text-field';
import { useRequestCode, useSignIn } from '../api/cabinet-mutations';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';

const texts = cabinetTexts.signIn;
type Step =
  | { kind: 'email' }
  | { kind: 'code'; email: string }
  | { kind: 'school'; email: string; code: string; schools: CabinetSignInAnswer['schools'] };

/**
 * Sign-in without a password: an email, then the six digits mailed to it, then — for an address known in several
 * schools — the school. The server answers an unknown address like a known one, so the form does too.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const requestCode = useRequestCode();
  const signIn = useSignIn();
  const failure = requestCode.error ?? signIn.error;

  function askCode(event?: FormEvent) {
    event?.preventDefault();
    signIn.reset();
    requestCode.mutate(email, {
      onSuccess: () => {
        setCode('');
        setStep({ kind: 'code', email: email.trim() });
      },
    });
  }

  function enter(event: FormEvent, schoolId?: number) {
    event.preventDefault();
    if (step.kind === 'email') return;
    signIn.mutate(
      { email: step.email, code: step.kind === 'school' ? step.code : code, school_id: schoolId },
      {
        onSuccess: (answer) => {
          if (answer.signed_in) onSignedIn();
          else setStep({ kind: 'school', email: step.email, code, schools: answer.schools });
        },
      },
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="cabinet-sign-in">
      <h1 id="cabinet-sign-in" className={styles.heading}>
        {texts.heading}
      </h1>
      {step.kind === 'email' && (
        <form className={styles.form} onSubmit={askCode}>
          <p className={styles.muted}>{texts.intro}</p>
          <TextField
            label={texts.email}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="primary" disabled={requestCode.isPending}>
            {requestCode.isPending ? texts.sending : texts.sendCode}
          </Button>
        </form>
      )}
      {step.kind === 'code' && (
        <form className={styles.form} onSubmit={enter}>
          <Notice>{texts.codeSent(step.email)}</Notice>
          <TextField
            label={texts.code}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="\d{6}"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <Button type="submit" variant="primary" disabled={signIn.isPending}>
            {signIn.isPending ? texts.entering : texts.enter}
          </Button>
          <div className={styles.row}>
            <Button variant="secondary" size="sm" onClick={() => askCode()} disabled={requestCode.isPending}>
              {texts.resend}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setStep({ kind: 'email' })}>
              {texts.otherEmail}
            </Button>
          </div>
        </form>
      )}
      {step.kind === 'school' && (
        <div className={styles.form}>
          <p>{texts.chooseSchool}</p>
          {step.schools.map((school) => (
            <form key={school.id} onSubmit={(event) => enter(event, school.id)}>
              <Button type="submit" className={styles.wide} disabled={signIn.isPending}>
                {school.name}
                {school.city ? `, ${school.city}` : ''}
              </Button>
            </form>
          ))}
        </div>
      )}
      {failure && <ErrorMessage>{serverMessageOf(failure) ?? texts.failed}</ErrorMessage>}
    </section>
  );
}
