/** A name in «ёлочки» — unless it already carries its own («Школа танца «Грация»» would read as a typo). */
export function quoted(name: string): string {
  return name.includes('«') ? name : `«${name}»`;
}
