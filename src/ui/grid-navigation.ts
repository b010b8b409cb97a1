/** Where an arrow key (or Home, End, PageUp, PageDown) moves the focus in a grid, or null for other keys. */
export function nextGridPosition(
  key: string,
  ctrlKey: boolean,
  position: { row: number; column: number },
  size: { rows: number; columns: number },
): { row: number; column: number } | null {
  let { row, column } = position;
  const page = 10;
  switch (key) {
    case 'ArrowUp':
      row -= 1;
      break;
    case 'ArrowDown':
      row += 1;
      break;
    case 'ArrowLeft':
      column -= 1;
      break;
    case 'ArrowRight':
      column += 1;
      break;
    case 'PageUp':
      row -= page;
      break;
    case 'PageDown':
      row += page;
      break;
    case 'Home':
      // As in the APG data grid: Home is the row's first cell, Ctrl+Home the grid's first cell.
      if (ctrlKey) row = 0;
      column = 0;
      break;
    case 'End':
      if (ctrlKey) row = size.rows - 1;
      column = size.columns - 1;
      break;
    default:
      return null;
  }
  return {
    row: Math.min(Math.max(row, 0), size.rows - 1),
    column: Math.min(Math.max(column, 0), size.columns - 1),
  };
}
