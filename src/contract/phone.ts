/** The spec's phone mask. Phones are stored and sent in exactly this shape. */
export const PHONE_MASK = '+7 (000) 000-00-00';

/**
 * Normalises a Russian phone number to `+7 (XXX) XXX-XX-XX`. Accepts any punctuation and a leading 8 or 7;
 * returns null when the digits do not make a Russian number. An empty string stays empty (no phone).
 */
export function normalizePhone(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return '';
  let local: string;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) local = digits.slice(1);
  else if (digits.length === 10) local = digits;
  else return null;
  return `+7 (${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6, 8)}-${local.slice(8, 10)}`;
}
