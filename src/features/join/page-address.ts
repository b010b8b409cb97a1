import { UTM_FIELDS, UTM_MAX_LENGTH } from '@/contract/join-routes';

export type UtmMarks = Partial<Record<(typeof UTM_FIELDS)[number], string>>;

/** The form's code from its address, `/join/<code>`; empty when the address has none. */
export function joinCodeOf(pathname: string): string {
  const [, code = ''] = /^\/join\/([^/?#]+)/.exec(pathname) ?? [];
  return decodeURIComponent(code);
}

/**
 * The marks of the advertising link the visitor came by (`?utm_source=vk&utm_campaign=autumn`), passed on with the
 * sign-up. A school's site shows the form in a frame: it passes its own page's marks in the frame's address.
 */
export function utmMarksOf(search: string): UtmMarks {
  const params = new URLSearchParams(search);
  const marks: UtmMarks = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) marks[field] = value.slice(0, UTM_MAX_LENGTH);
  }
  return marks;
}
