import { createContext, useContext } from 'react';

/** Where a cell sits in a keyboard grid: the one tabbable cell of the grid gets 0, every other -1. */
export type GridCell = { column: number; tabIndex: 0 | -1 };

/** Outside a grid (a form, a dialog) a cell is an ordinary tab stop. */
export const GridCellContext = createContext<GridCell>({ column: -1, tabIndex: 0 });

/**
 * Props for the one focusable element of a cell. The grid moves the focus between elements marked with
 * `data-grid-col` (arrow keys) and keeps a single tab stop, so Tab leaves the table instead of crossing it.
 */
export function useGridCellProps() {
  const cell = useContext(GridCellContext);
  return { tabIndex: cell.tabIndex, 'data-grid-col': cell.column >= 0 ? cell.column : undefined };
}
