import { type Period, toIsoDate } from '@/contract';
import { dayjs } from '@/lib/dates';
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

/** The periods one click away; dayjs's `ru` locale starts a week on Monday. */
export const periodPresets = {
  thisWeek: { label: 'Эта неделя', period: () => spanOf(dayjs(), 'week') },
  thisMonth: { label: 'Этот месяц', period: () => monthOf(dayjs()) },
  lastMonth: { label: 'Прошлый месяц', period: () => monthOf(dayjs().subtract(1, 'month')) },
  thisQuarter: {
    label: 'Этот квартал',
    period: () => {
      const start = dayjs()
        .month(Math.floor(dayjs().month() / 3) * 3)
        .startOf('month');
      return { date_from: iso(start), date_to: iso(start.add(2, 'month').endOf('month')) };
    },
  },
  thisYear: { label: 'Этот год', period: () => spanOf(dayjs(), 'year') },
} satisfies Record<string, { label: string; period: () => Period }>;
export type PeriodPreset = keyof typeof periodPresets;

type PeriodPickerProps = {
  period: Period;
  onChange: (period: Period) => void;
  presets: readonly PeriodPreset[];
};

const dateText = (isoDate: string) => dayjs(isoDate).format('DD.MM.YYYY');

/** A period of dates: a preset, or two typed dates (a typed end before the start is not taken). */
export function PeriodPicker({ period, onChange, presets }: PeriodPickerProps) {
  const change = (end: keyof Period) => (text: string) => {
    const date = toIsoDate(text);
    if (date === null) return;
    const next = { ...period, [end]: date };
    if (next.date_from <= next.date_to) onChange(next);
  };
  return (
    <fieldset className={styles.period} aria-label="Период">
      {presets.map((name) => (
        <Button key={name} onClick={() => onChange(periodPresets[name].period())}>
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
