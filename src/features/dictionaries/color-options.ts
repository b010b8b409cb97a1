import type { CellOption } from '@/ui/cell-value';
import { dictionaryTexts } from './texts';

const namedOptions: CellOption[] = Object.entries(dictionaryTexts.colors).map(([value, label]) => ({
  value,
  label,
}));

/** The colours a status can take, plus its current one when it is a hex colour not in the list. */
export function colorOptions(current: string): CellOption[] {
  if (current === '' || namedOptions.some((option) => option.value === current)) return namedOptions;
  return [...namedOptions, { value: current, label: dictionaryTexts.customColor(current) }];
}

export const DEFAULT_STATUS_COLOR = 'blue';
