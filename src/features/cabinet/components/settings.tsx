import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CabinetHome } from '@/contract';
import { serverMessageOf } from '@/lib/http-client';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Field } from '@/ui/field';
import { notifyFailure, notifySuccess } from '@/ui/notify';
import { PhoneInput } from '@/ui/phone-input';
import { TextField } from '@/ui/text-field';
import {
  useConsent,
  useEmailChange,
  useEmailCode,
  useEndSession,
  usePhoneChange,
  useTelegramLink,
} from '../api/cabinet-mutations';
import { cabinetQueries } from '../api/cabinet-queries';
import { formatDate } from '../format';
import { cabinetTexts } from '../texts';
import styles from './cabinet.module.css';

const texts = cabinetTexts.settings;
const failed = (error: unknown) => serverMessageOf(error) ?? cabinetTexts.lesson.failed;

export function ContactsSection({ home }: { home: CabinetHome }) {
  const [phone, setPhone] = useState(home.person.phone);
  const phoneChange = usePhoneChange();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const emailCode = useEmailCode();
  const emailChange = useEmailChange();

  function savePhone(event: FormEvent) {
    event.preventDefault();
    phoneChange.mutate(phone, { onSuccess: () => notifySuccess(texts.phoneSaved) });
  }
  function sendCode(event: FormEvent) {
    event.preventDefault();
    emailCode.mutate(email, { onSuccess: () => setCodeSent(true) });
  }
  function confirm(event: FormEvent) {
    event.preventDefault();
    emailChange.mutate(
      { email, code },
      {
        onSuccess: () => {
          notifySuccess(texts.emailChanged);
          setCodeSent(false);
          setEmail('');
          setCode('');
        },
      },
    );
  }

  return (
    <section className={styles.card} aria-labelledby="cabinet-contacts">
      <h2 id="cabinet-contacts" className={styles.cardTitle}>
        {texts.contacts}
      </h2>
      {home.person.is_client && (
        <form className={styles.form} onSubmit={savePhone}>
          <Field label={texts.phone}>
            {(id) => <PhoneInput id={id} name="phone" value={phone} onChange={setPhone} />}
          </Field>
          {phoneChange.error && <ErrorMessage>{failed(phoneChange.error)}</ErrorMessage>}
          <Button type="submit" disabled={phoneChange.isPending}>
            {texts.savePhone}
          </Button>
        </form>
      )}
      <p>
        {texts.email}: <b>{home.person.email}</b>
      </p>
      <form className={styles.form} onSubmit={codeSent ? confirm : sendCode}>
        <TextField
          label={texts.newEmail}
          type="email"
          autoComplete="email"
          required
          value={email}
          disabled={codeSent}
          onChange={(event) => setEmail(event.target.value)}
        />
        {codeSent && (
          <TextField
            label={texts.emailCode}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="\d{6}"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
        )}
        {(emailCode.error || emailChange.error) && (
          <ErrorMessage>{failed(emailChange.error ?? emailCode.error)}</ErrorMessage>
        )}
        <Button type="submit" disabled={emailCode.isPending || emailChange.isPending}>
          {codeSent ? texts.confirmEmail : texts.sendEmailCode}
        </Button>
      </form>
    </section>
  );
}

export function DocumentsSection({ home }: { home: CabinetHome }) {
  const consent = useConsent();
  const clock = useSchoolClock();
  const accepted = home.offer.accepted_version === home.offer.version;
  const accept = (kind: 'offer' | 'personal_data', version: number) =>
    consent.mutate({ kind, version }, { onError: (error) => notifyFailure(failed(error)) });
  return (
    <section className={styles.card} aria-labelledby="cabinet-documents">
      <h2 id="cabinet-documents" className={styles.cardTitle}>
        {texts.documents}
      </h2>
      {home.offer.version > 0 && (
        <div className={styles.form}>
          <h3 className={styles.subTitle}>
            {texts.offer} · {texts.offerVersion(home.offer.version)}
          </h3>
          {/* A long text scrolls in its own box; the box is reachable by keyboard. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to scroll */}
          <section className={styles.offer} tabIndex={0} aria-label={texts.offer}>
            {home.offer.text}
          </section>
          {accepted ? (
            <p className={styles.balance}>{texts.offerAccepted(home.offer.version)}</p>
          ) : (
            <Button
              variant="primary"
              disabled={consent.isPending}
              onClick={() => accept('offer', home.offer.version)}
            >
              {texts.acceptOffer}
            </Button>
          )}
        </div>
      )}
      <div className={styles.form}>
        <h3 className={styles.subTitle}>{texts.personalData}</h3>
        <p className={styles.muted}>{texts.personalDataText}</p>
        {home.personal_data_accepted_at ? (
          <p className={styles.balance}>
            {texts.personalDataGiven(formatDate(clock.wallTime(home.personal_data_accepted_at).date))}
          </p>
        ) : (
          <Button variant="primary" disabled={consent.isPending} onClick={() => accept('personal_data', 1)}>
            {texts.givePersonalData}
          </Button>
        )}
      </div>
    </section>
  );
}

export function TelegramSection() {
  const link = useTelegramLink();
  return (
    <section className={styles.card} aria-labelledby="cabinet-telegram">
      <h2 id="cabinet-telegram" className={styles.cardTitle}>
        {texts.telegram}
      </h2>
      <p className={styles.muted}>{texts.telegramIntro}</p>
      {link.data?.bot === null && <p>{texts.telegramNoBot}</p>}
      {link.data?.linked && <p className={styles.balance}>{texts.telegramLinked}</p>}
      {link.data?.url && link.data.bot ? (
        <a href={link.data.url} target="_blank" rel="noopener noreferrer" className={styles.more}>
          {texts.telegramOpen(link.data.bot)}
        </a>
      ) : (
        <Button disabled={link.isPending} onClick={() => link.mutate()}>
          {texts.telegramConnect}
        </Button>
      )}
      {link.error && <ErrorMessage>{failed(link.error)}</ErrorMessage>}
    </section>
  );
}

export function SessionsSection() {
  const sessions = useQuery(cabinetQueries.sessions());
  const end = useEndSession();
  const clock = useSchoolClock();
  return (
    <section className={styles.card} aria-labelledby="cabinet-sessions">
      <h2 id="cabinet-sessions" className={styles.cardTitle}>
        {texts.sessions}
      </h2>
      {sessions.isError && <ErrorMessage>{cabinetTexts.loadFailed}</ErrorMessage>}
      <ul className={styles.list}>
        {sessions.data?.map((session) => (
          <li key={session.id} className={styles.pass}>
            <span className={styles.passName}>{session.device}</span>
            <span className={styles.muted}>
              {session.current
                ? texts.current
                : texts.since(formatDate(clock.wallTime(session.created_at).date))}
            </span>
            {!session.current && (
              <Button
                size="sm"
                disabled={end.isPending}
                onClick={() =>
                  end.mutate(session.id, {
                    onSuccess: () => notifySuccess(texts.ended),
                    onError: (error) => notifyFailure(failed(error)),
                  })
                }
              >
                {texts.end}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
