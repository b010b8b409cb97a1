import { describe, expect, it } from 'vitest';
import { passRunsOn, passUsableOn } from './passes';

const pass = { issued_at: '2026-03-01', expires_at: '2026-03-31', canceled_on: null, remaining_visits: 3 };

describe('when a pass counts', () => {
  it('runs from the day it is issued through its last day', () => {
    expect(passRunsOn(pass, '2026-02-28')).toBe(false);
    expect(passRunsOn(pass, '2026-03-01')).toBe(true);
    expect(passRunsOn(pass, '2026-03-31')).toBe(true);
    expect(passRunsOn(pass, '2026-04-01')).toBe(false);
    expect(passRunsOn({ ...pass, expires_at: null }, '2099-01-01')).toBe(true);
  });

  it('counts for nothing once cancelled, an unlimited pass too', () => {
    const unlimited = { ...pass, remaining_visits: null };
    expect(passUsableOn(unlimited, '2026-03-10')).toBe(true);
    expect(passUsableOn({ ...unlimited, canceled_on: '2026-03-05' }, '2026-03-10')).toBe(false);
  });

  it('takes no visit when none is left', () => {
    expect(passUsableOn({ ...pass, remaining_visits: 0 }, '2026-03-10')).toBe(false);
    expect(passUsableOn(pass, '2026-03-10')).toBe(true);
  });
});
