import { PHONE_MASK } from '@/contract';

/**
 * imask options for the spec's phone mask. A leading 8 or 7 — typed first into the empty field, or pasted with a
 * whole 11-digit number — is the country code the mask already shows, not the first digit of the area code:
 * «89161234567» becomes +7 (916) 123-45-67, not +7 (891) 612-34-56.
 */
export const phoneMaskOptions = {
  mask: PHONE_MASK,
  prepare: (chunk: string, masked: { unmaskedValue: string }): string => {
    if (masked.unmaskedValue !== '') return chunk;
    const digits = chunk.replace(/\D/g, '');
    const startsWithCountryCode = digits.startsWith('8') || digits.startsWith('7');
    if (startsWithCountryCode && (chunk.trim().length === 1 || digits.length === 11)) return digits.slice(1);
    return chunk;
  },
};
