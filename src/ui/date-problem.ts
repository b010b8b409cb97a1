import { MAX_YEAR, MIN_YEAR, toIsoDate } from '@/contract/dates';
import { tableTexts } from './table-texts';

const DATE_SHAPE = /^(?:(\d{4})-(\d{2})-(\d{2})|(\d{1,2})\.(\d{1,2})\.(\d{4}))$/;

/**
 * Why a typed date cannot be saved (spec, section 5: day 1–31, month 1–12, year 1900–9999, the day must exist),
 * or null when it can. Each check names the part to fix, so the cell can say why.
 */
export function describeDateProblem(text: string): string | null {
  const match = DATE_SHAPE.exec(text.trim());
  if (!match) return tableTexts.dateFormat;
  const [year, month, day] = match[1]
    ? [Number(match[1]), Number(match[2]), Number(match[3])]
    : [Number(match[6]), Number(match[5]), Number(match[4])];
  if (day < 1 || day > 31) return tableTexts.dateDay;
  if (month < 1 || month > 12) return tableTexts.dateMonth;
  if (year < MIN_YEAR || year > MAX_YEAR) return tableTexts.dateYear;
  return toIsoDate(text) === null ? tableTexts.dateMissing : null;
}
