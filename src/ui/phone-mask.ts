import { PHONE_MASK } from '@/contract/phone';

const format = (local: string) =>
  `+7 (${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6, 8)}-${local.slice(8, 10)}`;

/**
 * imask options for the spec's phone mask, with room for one more digit: whether a leading 8 or 7 is the country
 * code is decided from the number as a whole (issue: «88432001020» typed key by key is Kazan's 843, not 884). Ten
 * digits are the number; eleven beginning with 7 or 8 carry the country code. A pasted number is read whole at once.
 */
export const phoneMaskOptions = {
  mask: `${PHONE_MASK}[0]`,
  prepare: (chunk: string): string => {
    if (chunk.length <= 1) return chunk;
    const digits = chunk.replace(/\D/g, '');
    return digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits;
  },
};

/**
 * What an accepted mask holds, as the field keeps (and shows) it: with an eleventh digit, the first is the country code when it
 * is 7 or 8 (dropped), else the extra digit is refused; fewer digits stay as typed.
 */
export function acceptedPhone(masked: string, mask: { unmaskedValue: string; value: string }): string {
  const digits = mask.unmaskedValue;
  if (digits.length < 11) return masked;
  const phone = format(/^[78]/.test(digits) ? digits.slice(1) : digits.slice(0, 10));
  // The field shows it at once, also when the kept value does not change (an extra digit refused).
  mask.value = phone;
  return phone;
}
