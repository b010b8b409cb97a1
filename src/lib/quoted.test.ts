import { describe, expect, it } from 'vitest';
import { quoted } from './quoted';

describe('quoted', () => {
  it('puts a plain name in «ёлочки» and leaves a name that has its own alone', () => {
    expect(quoted('Грация')).toBe('«Грация»');
    expect(quoted('Школа танца «Грация»')).toBe('Школа танца «Грация»');
  });
});
