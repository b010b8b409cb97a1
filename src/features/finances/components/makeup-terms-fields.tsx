import { TextField } from '@/ui/text-field';
import { financeTexts } from '../texts';

/** A template's make-up terms as a form holds them: the numbers as typed, so a half-typed one is not lost. */
export type MakeupTermsDraft = { allowed: string; days: string; sameStyle: boolean };

export const emptyMakeupTerms: MakeupTermsDraft = { allowed: '0', days: '30', sameStyle: false };

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The terms as the API takes them, or null when a number is not a whole number (the form says so). */
export function makeupTermsOf(draft: MakeupTermsDraft) {
  const allowed = whole(draft.allowed);
  const days = whole(draft.days);
  if (Number.isNaN(allowed) || Number.isNaN(days)) return null;
  return { makeups_allowed: allowed, makeup_days: days, makeups_same_style: draft.sameStyle };
}

type MakeupTermsFieldsProps = { value: MakeupTermsDraft; onChange: (value: MakeupTermsDraft) => void };

/**
 * How many excused absences of a pass earn a make-up (0: none), for how many days after the missed lesson, and
 * whether only in a lesson of the same direction (docs/makeups.md). The days and the direction mean nothing
 * without make-ups, so they show only with some.
 */
export function MakeupTermsFields({ value, onChange }: MakeupTermsFieldsProps) {
  const some = whole(value.allowed) > 0;
  return (
    <>
      <TextField
        label={financeTexts.makeupsAllowed}
        hint={financeTexts.makeupsAllowedHint}
        inputMode="numeric"
        value={value.allowed}
        onChange={(e) => onChange({ ...value, allowed: e.target.value })}
      />
      {some && (
        <TextField
          label={financeTexts.makeupDays}
          inputMode="numeric"
          value={value.days}
          onChange={(e) => onChange({ ...value, days: e.target.value })}
        />
      )}
      {some && (
        <label>
          <input
            type="checkbox"
            checked={value.sameStyle}
            onChange={(event) => onChange({ ...value, sameStyle: event.target.checked })}
          />{' '}
          {financeTexts.makeupsSameStyle}
        </label>
      )}
    </>
  );
}
