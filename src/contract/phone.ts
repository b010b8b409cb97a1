/** The spec's phone mask. Phones are stored and sent in exactly this shape. */
export const PHONE_MASK = '+7 (000) 000-00-00';

// What a written phone may hold besides digits: spaces, brackets, dashes, dots and a leading plus.
const PHONE_TEXT = /^\+?[\d\s().-]+$/;
// A number written with its country code: «+7…», «7 (…», «8 (…», «8-…».
const WITH_COUNTRY_CODE = /^(\+7|[78][\s(.-])/;

/**
 * Normalises a Russian phone number to `+7 (XXX) XXX-XX-XX`, or null when the text is not one. Only an empty
 * string (or spaces) means «no phone»; words, letters or a digit too few or too many are refused — never turned
 * into another number or into an empty one. A number written with its country code (+7, 7 or 8 first) must have
 * eleven digits; ten digits alone are the number without it.
 */
export function normalizePhone(text: string): string | null {
  const written = text.trim();
  if (written === '') return '';
  if (!PHONE_TEXT.test(written)) return null;
  const digits = written.replace(/\D/g, '');
  let local: string;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) local = digits.slice(1);
  else if (digits.length === 10 && !WITH_COUNTRY_CODE.test(written)) local = digits;
  else return null;
  if (written.startsWith('+') && !written.startsWith('+7')) return null;
  return `+7 (${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6, 8)}-${local.slice(8, 10)}`;
}
