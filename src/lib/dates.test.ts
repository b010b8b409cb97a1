import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('shows an ISO date the Russian way', () => {
    expect(formatDate('1984-03-12')).toBe('12.03.1984');
  });

  it('shows a dash for an empty date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate(undefined)).toBe('—');
  });

  it('shows a dash for text that is not a date', () => {
    expect(formatDate('not a date')).toBe('—');
  });
});
