import type { TagColor } from './tag';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour stored with a status or a group (red, blue, green or #RRGGBB) as a `Tag` colour; neutral otherwise. */
export function tagColorOf(color: string | null | undefined): TagColor {
  if (color === 'red' || color === 'blue' || color === 'green') return color;
  return color && HEX.test(color) ? (color as TagColor) : 'neutral';
}
