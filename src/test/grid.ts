// The people grids (src/ui/virtual-table.tsx) read straight from the DOM: naming every row and button of a grid
// through role queries is slow. Each row's first cell holds its «Подробнее: <имя>» button, which names the row.

const DETAILS = 'Подробнее: ';

/** The names in the grid, top to bottom. */
export function gridRowNames(grid: HTMLElement): string[] {
  return [...grid.querySelectorAll(`[aria-label^="${DETAILS}"]`)].map((button) =>
    (button.getAttribute('aria-label') ?? '').slice(DETAILS.length),
  );
}

/** The row of the person named `name`. */
export function gridRow(grid: HTMLElement, name: string): HTMLElement {
  const row = grid.querySelector(`[aria-label="${DETAILS}${name}"]`)?.closest('tr');
  if (!(row instanceof HTMLElement)) throw new Error(`No row for ${name}`);
  return row;
}

/** The row's cell under a column header: an empty cell's button reads only «—». */
export function gridCell(grid: HTMLElement, row: HTMLElement, header: string): HTMLElement {
  const headers = [...grid.querySelectorAll('thead tr > *')].map((cell) => cell.textContent);
  const cell = row.children[headers.indexOf(header)];
  if (!(cell instanceof HTMLElement)) throw new Error(`No column «${header}»`);
  return cell;
}
