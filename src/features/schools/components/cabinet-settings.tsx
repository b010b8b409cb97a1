import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type CabinetFreezeMode, cabinetFreezeModes, cutoffText } from '@/contract';
import { toErrorMessage } from '@/lib/http';
import { Button } from '@/ui/button';
import { ErrorMessage } from '@/ui/error-message';
import { Field, inputClassName } from '@/ui/field';
import { notifySuccess } from '@/ui/notify';
import { SelectField } from '@/ui/select-field';
import { schoolQueries } from '../api/school-queries';
import { useUpdateCabinetSettings } from '../api/use-update-cabinet-settings';
import { schoolTexts } from '../texts';
import styles from './cabinet-settings.module.css';
import { SettingsSection } from './settings-section';

const texts = schoolTexts.cabinet;
/** A week: the contract's upper bound of the cut-off. */
const MAX_CUTOFF_MINUTES = 7 * 24 * 60;
const freezeOptions = cabinetFreezeModes.map((mode) => ({ value: mode, label: texts.freezeModes[mode] }));

/** Whole minutes from 0 to a week, or null. */
function parseCutoff(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes <= MAX_CUTOFF_MINUTES ? minutes : null;
}

/**
 * The parents' cabinet's settings on the school card (the owner's): how long before a lesson «не придём» closes,
 * how a family's freeze is taken, and the offer families accept — a changed text is a new version they accept again.
 */
export function CabinetSettingsSection() {
  const settings = useQuery(schoolQueries.cabinetSettings());
  const update = useUpdateCabinetSettings();
  const [cutoff, setCutoff] = useState('');
  const [freezeMode, setFreezeMode] = useState<CabinetFreezeMode>('instant');
  const [offer, setOffer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { cutoff: useId(), before: useId(), after: useId(), hint: useId() };
  useEffect(() => {
    if (!settings.data) return;
    setCutoff(String(settings.data.cutoff_minutes));
    setFreezeMode(settings.data.freeze_mode);
    setOffer(settings.data.offer_text);
  }, [settings.data]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const minutes = parseCutoff(cutoff);
    if (minutes === null) return setProblem(texts.cutoffProblem);
    setProblem(null);
    update.mutate(
      { cutoff_minutes: minutes, freeze_mode: freezeMode, offer_text: offer },
      { onSuccess: () => notifySuccess(texts.saved) },
    );
  }

  const shownCutoff = parseCutoff(cutoff);
  const error = problem ?? (update.isError ? toErrorMessage(update.error, 'schools') : null);

  return (
    <SettingsSection title={texts.title} read={settings} loadFailed={texts.loadFailed}>
      {settings.data && (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <div className={styles.cutoff}>
            <label id={ids.before} htmlFor={ids.cutoff}>
              {texts.cutoffBefore}
            </label>
            <input
              id={ids.cutoff}
              className={`${inputClassName} ${styles.minutes}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_CUTOFF_MINUTES}
              step={1}
              aria-labelledby={`${ids.before} ${ids.after}`}
              aria-describedby={ids.hint}
              aria-invalid={problem !== null || undefined}
              value={cutoff}
              onChange={(event) => {
                setCutoff(event.target.value);
                setProblem(null);
              }}
            />
            <span id={ids.after}>{texts.cutoffAfter}</span>
          </div>
          <p id={ids.hint} className={styles.hint}>
            {shownCutoff === null ? texts.cutoffProblem : texts.cutoffHint(cutoffText(shownCutoff))}
          </p>
          <SelectField
            label={texts.freezeMode}
            value={freezeMode}
            onChange={(event) =>
              setFreezeMode(cabinetFreezeModes.find((mode) => mode === event.target.value) ?? freezeMode)
            }
            options={freezeOptions}
          />
          <Field
            label={texts.offer}
            hint={`${texts.offerHint} ${texts.version(settings.data.offer_version)}.`}
          >
            {(id) => (
              <textarea
                id={id}
                className={`${inputClassName} ${styles.offer}`}
                rows={8}
                maxLength={50_000}
                value={offer}
                onChange={(event) => setOffer(event.target.value)}
              />
            )}
          </Field>
          {error && <ErrorMessage>{error}</ErrorMessage>}
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={update.isPending}>
              {update.isPending ? texts.saving : texts.save}
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}
