import { type FocusEvent, type KeyboardEvent, type RefObject, useState } from 'react';
import { nextGridPosition } from './grid-navigation';

/** The cell focused last, by row key (indexes shift when rows are added or filtered). */
export type ActiveCell = { key: number; column: number };

type GridFocusOptions = {
  /** The scrolling element around the grid. */
  scrollRef: RefObject<HTMLDivElement | null>;
  rowCount: number;
  columnCount: number;
  /** Brings a row that is not rendered (virtualized away) into the rendered window. */
  scrollToIndex: (index: number) => void;
};

/**
 * Keyboard movement in a virtualized grid: arrow keys, Home/End, Ctrl+Home/End, PageUp/PageDown move the focus
 * between the cells marked `data-grid-col`, scrolling rows in as needed; the last focused cell is remembered so
 * the grid keeps one tab stop there.
 */
export function useGridFocus({ scrollRef, rowCount, columnCount, scrollToIndex }: GridFocusOptions) {
  const [active, setActive] = useState<ActiveCell | null>(null);

  function focusCell(index: number, column: number) {
    const find = () =>
      scrollRef.current?.querySelector<HTMLElement>(
        `tr[data-row-index="${index}"] [data-grid-col="${column}"]`,
      );
    const cell = find();
    if (cell) {
      cell.focus();
      return;
    }
    // The row is outside the rendered window: scroll it in, then focus it once it is rendered.
    scrollToIndex(index);
    let attempts = 0;
    const retry = () => {
      const target = find();
      if (target) target.focus();
      else if (attempts < 10) {
        attempts += 1;
        requestAnimationFrame(retry);
      }
    };
    requestAnimationFrame(retry);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    const column = target.dataset.gridCol;
    const rowIndex = target.closest<HTMLElement>('tr[data-row-index]')?.dataset.rowIndex;
    if (column === undefined || rowIndex === undefined) return;
    const next = nextGridPosition(
      event.key,
      event.ctrlKey || event.metaKey,
      { row: Number(rowIndex), column: Number(column) },
      { rows: rowCount, columns: columnCount },
    );
    if (!next) return;
    event.preventDefault();
    focusCell(next.row, next.column);
  }

  function handleFocus(event: FocusEvent<HTMLElement>) {
    const column = event.target.dataset.gridCol;
    const key = event.target.closest<HTMLElement>('tr[data-row-key]')?.dataset.rowKey;
    if (column === undefined || key === undefined) return;
    const cell = { key: Number(key), column: Number(column) };
    setActive((current) => (current?.key === cell.key && current.column === cell.column ? current : cell));
  }

  return { active, focusCell, handleKeyDown, handleFocus };
}
