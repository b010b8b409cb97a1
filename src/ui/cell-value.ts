import { normalizePhone, toIsoDate } from '@/contract';
import { formatDate } from '@/lib/dates';
import { describeDateProblem } from './date-problem';
import { tableTexts } from './table-texts';

/** The kinds of inline-editable cells (spec: text, select, date, textarea; plus the masked phone). */
export type CellKind = 'text' | 'textarea' | 'select' | 'date' | 'phone';

export type CellOption = { value: string; label: string };

/** What the editor starts with: a stored date reads as dd.mm.yyyy, the way people type it here. */
export function draftOf(kind: CellKind, value: string): string {
  if (kind === 'date') return value ? formatDate(value) : '';
  return value;
}

type Parsed = { value: string; problem?: undefined } | { value?: undefined; problem: string };

/**
 * Turns what was typed into the value to store (`yyyy-mm-dd` dates, masked phones, trimmed text), or says why
 * it cannot be stored. An empty date or phone clears the field.
 */
export function parseCellDraft(kind: CellKind, draft: string, required: boolean): Parsed {
  const text = kind === 'select' ? draft : draft.trim();
  if (text === '') return required ? { problem: tableTexts.required } : { value: '' };
  if (kind === 'date') {
    const problem = describeDateProblem(text);
    return problem ? { problem } : { value: toIsoDate(text) ?? '' };
  }
  if (kind === 'phone') {
    const phone = normalizePhone(text);
    return phone === null ? { problem: tableTexts.phoneFormat } : { value: phone };
  }
  return { value: text };
}
