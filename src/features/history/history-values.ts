import {
  accountEntryKindLabels,
  expenseCategoryName,
  formatMoney,
  type HistoryTable,
  type HistoryValue,
  historyFieldLabels,
  historyMoneyFields,
  paymentMethodLabels,
  paymentTypeLabels,
  payRateKindLabels,
  readNote,
  roleLabels,
  sayNote,
  skillLevelLabels,
  subscriptionKindLabels,
  subscriptionStartLabels,
  weekdayLabels,
} from '@/contract';
import { dayjs, formatInstant } from '@/lib/dates';
import { historyTexts } from './texts';

// How a recorded value reads: the app's own words for its codes, roubles for kopecks, ru-RU dates.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** A code's name, where the field (and for `type` and `kind`, the table) says which vocabulary it is from. */
function codeName(part: HistoryTable, field: string, value: string): string {
  switch (field) {
    case 'role':
      return label(roleLabels, value);
    case 'skill_level':
      return label(skillLevelLabels, value);
    case 'method':
      return label(paymentMethodLabels, value);
    case 'category':
      return expenseCategoryName(value);
    case 'entity_type':
      return label(historyTexts.sections, value);
    case 'rate_kind':
      return label(payRateKindLabels, value);
    case 'type':
      return part === 'payments' ? label(paymentTypeLabels, value) : label(historyTexts.sections, value);
    case 'kind':
      if (part === 'account_entries') return label(accountEntryKindLabels, value);
      if (part === 'pay_rates') return label(payRateKindLabels, value);
      return label(subscriptionKindLabels, value);
    case 'starts_on':
      return label(subscriptionStartLabels, value);
    case 'note_data':
      return sayNote(readNote(value));
    default:
      return value;
  }
}

/** People have names, everything else is titled. */
const PEOPLE: readonly HistoryTable[] = ['leads', 'students', 'clients'];

export function fieldLabel(part: HistoryTable, field: string): string {
  if (field === 'name' && PEOPLE.includes(part)) return historyTexts.personName;
  return historyFieldLabels[field] ?? field;
}

export function formatHistoryValue(
  part: HistoryTable,
  field: string,
  value: HistoryValue,
  zone: string,
): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? historyTexts.yes : historyTexts.no;
  if (typeof value === 'number') {
    if (historyMoneyFields.includes(field)) return formatMoney(value);
    if (field === 'weekday') return weekdayLabels[value] ?? String(value);
    return String(value);
  }
  if (ISO_DATE.test(value)) return dayjs(value).format('DD.MM.YYYY');
  if (ISO_INSTANT.test(value)) return formatInstant(value, zone);
  return codeName(part, field, value);
}
