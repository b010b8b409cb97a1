import { describe, expect, it } from 'vitest';
import { createRowMatcher } from './row-search';

describe('createRowMatcher', () => {
  it('finds every word of the query in the name, in any case and with ё as е', () => {
    const matches = createRowMatcher('фёдорова ал');

    expect(matches('Федорова Алиса Игоревна')).toBe(true);
    expect(matches('Федорова Мария')).toBe(false);
  });

  it('finds a phone by its digits, however they are typed', () => {
    const phone = '+7 (917) 255-10-01';

    expect(createRowMatcher('917 255')('Анна', phone)).toBe(true);
    expect(createRowMatcher('8 917 255 10 01')('Анна', phone)).toBe(true);
    expect(createRowMatcher('+7917255')('Анна', phone)).toBe(true);
    expect(createRowMatcher('918')('Анна', phone)).toBe(false);
  });

  it('lets every row through an empty query', () => {
    expect(createRowMatcher('  ')('Кто угодно')).toBe(true);
  });
});
