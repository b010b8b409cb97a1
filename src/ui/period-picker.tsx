import { type Period, toIsoDate } from '@/contract';
import { dayjs } from '@/lib/dates';
import { useSchoolClock } from '@/lib/school-clock';
import { Button } from './button';
import { DateInput } from './date-input';
import { Field } from './field';
import styles from './period-picker.module.css';

const iso = (date: dayjs.Dayjs) => date.format('YYYY-MM-DD');
const spanOf = (date: dayjs.Dayjs, unit: 'week' | 'month' | 'year'): Period => ({
  date_from: iso(date.startOf(unit)),
  date_to: iso(date.endOf(unit)),
});

export const monthOf = (date: dayjs.Dayjs): Period => spanOf(date, 'month');

/**
 * The periods one click away, counted from the school's today (`YYYY-MM-DD`, docs/time.md); dayjs's `ru` locale
 * starts a week on Monday.
 */
export const periodPresets = {
  thisWeek: { label: 'Эта неделя', period: (today: string) => spanOf(dayjs(today), 'week') },
  thisMonth: { label: 'Этот месяц', period: (today: string) => monthOf(dayjs(today)) },
  lastMonth: {
    label: 'Прошлый месяц',
    period: (today: string) => monthOf(dayjs(today).subtract(1, 'month')),
  },
  thisQuarter: {
    label: 'Этот квартал',
    period: (today: string) => {
      const day = dayjs(today);
      const start = day.month(Math.floor(day.month() / 3) * 3).startOf('month');
      return { date_from: iso(start), date_to: iso(start.add(2, 'month').endOf('month')) };
    },
  },
  thisYear: { label: 'Этот год', period: (today: string) => spanOf(dayjs(today), 'year') },
} satisfies Record<string, { label: string; period: (today: string) => Period }>;
export type PeriodPreset = keyof typeof periodPresets;

type PeriodPickerProps = {
  period: Period;
  onChange: (period: Period) => void;
  presets: readonly PeriodPreset[];
};

const dateText = (isoDate: string) => dayjs(isoDate).format('DD.MM.YYYY');

/** A period of dates: a preset, or two typed dates (a typed end before the start is not taken). */
export function PeriodPicker({ period, onChange, presets }: PeriodPickerProps) {
  const clock = useSchoolClock();
  const change = (end: keyof Period) => (text: string) => {
    const date = toIsoDate(text);
    if (date === null) return;
    const next = { ...period, [end]: date };
    if (next.date_from <= next.date_to) onChange(next);
  };
  return (
    <fieldset className={styles.period} aria-label="Период">
      {presets.map((name) => (
        <Button key={name} onClick={() => onChange(periodPresets[name].period(clock.today()))}>
          {periodPresets[name].label}
        </Button>
      ))}
      <Field label="С">
        {(id) => <DateInput id={id} value={dateText(period.date_from)} onChange={change('date_from')} />}
      </Field>
      <Field label="По">
        {(id) => <DateInput id={id} value={dateText(period.date_to)} onChange={change('date_to')} />}
      </Field>
    </fieldset>
  );
}
