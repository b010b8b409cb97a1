import { describe, expect, it } from 'vitest';
import { joinCodeOf, utmMarksOf } from './page-address';

describe('the form’s address', () => {
  it('reads the school’s code from /join/<code>', () => {
    expect(joinCodeOf('/join/abc234xyz')).toBe('abc234xyz');
    expect(joinCodeOf('/join/abc234xyz/')).toBe('abc234xyz');
    expect(joinCodeOf('/join')).toBe('');
    expect(joinCodeOf('/cabinet/abc')).toBe('');
  });

  it('passes on the link’s utm marks, trimmed and cut to the server’s length', () => {
    expect(utmMarksOf('?utm_source=vk&utm_campaign=autumn&utm_content=x&gclid=1')).toEqual({
      utm_source: 'vk',
      utm_campaign: 'autumn',
    });
    expect(utmMarksOf('?utm_medium=%20cpc%20&utm_source=')).toEqual({ utm_medium: 'cpc' });
    expect(utmMarksOf(`?utm_campaign=${'a'.repeat(150)}`).utm_campaign).toHaveLength(100);
  });
});
