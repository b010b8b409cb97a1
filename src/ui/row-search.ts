/**
 * A predicate for the table search: every word of the query must occur in the name (any case, ё = е), and a
 * query of digits also finds phones by their digits («917255» finds «+7 (917) 255-10-01»).
 */
export function createRowMatcher(query: string): (name: string, phone?: string) => boolean {
  const text = fold(query.trim());
  if (text === '') return () => true;
  const words = text.split(/\s+/);
  const digits = /^[\d\s()+-]+$/.test(text) ? phoneDigits(text) : '';
  return (name, phone = '') => {
    if (digits && phone.replace(/\D/g, '').includes(digits)) return true;
    const haystack = fold(name);
    return words.every((word) => haystack.includes(word));
  };
}

/** The digits to look for; a full number typed with 8 or +7 matches the stored +7 form. */
function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+7') || (digits.length === 11 && /^[78]/.test(digits))) return digits.slice(1);
  return digits;
}

function fold(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е');
}
