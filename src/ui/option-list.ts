import type { CellOption } from './cell-value';

/** Select options from named rows (statuses, sources, groups); values are the ids as text. */
export function optionList(items: readonly { id: number; name: string }[]): CellOption[] {
  return items.map((item) => ({ value: String(item.id), label: item.name }));
}
