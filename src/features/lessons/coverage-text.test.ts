import { describe, expect, it } from 'vitest';
import type { AttendanceRecord } from '@/contract';
import { coverageText } from './components/attendance-row';

// The roll tells the front desk, before the mark, whether «не был» of a student without a pass is billed — the
// school's setting (docs/money.md, «Списание за посещение»).

const record = (extra: Partial<AttendanceRecord>): AttendanceRecord => ({
  lesson_id: 1,
  student_id: 2,
  student_name: 'Ершов Илья',
  is_present: true,
  mark: null,
  marked_at: null,
  announced: false,
  covered: false,
  frozen: false,
  sub_name: null,
  remaining_visits: null,
  expires_at: null,
  balance: 0,
  debt_visits: 0,
  debt_limit_reached: false,
  absence_debt: false,
  makeup_id: null,
  ...extra,
});

describe('what the roll says covers a visit', () => {
  it('tells whether an absence without a pass is a debt', () => {
    expect(coverageText(record({ absence_debt: true }))).toBe(
      'Без абонемента — занятие в долг · «не был» — тоже в долг',
    );
    expect(coverageText(record({ absence_debt: false }))).toBe(
      'Без абонемента — занятие в долг · «не был» — без долга',
    );
  });

  it('says nothing of it for a student with a pass, nor to a teacher', () => {
    const covered = record({
      covered: true,
      sub_name: 'Абонемент 8 занятий',
      remaining_visits: 5,
      expires_at: '2026-03-30',
    });
    expect(coverageText(covered)).not.toContain('«не был»');
    expect(coverageText(record({ balance: null, debt_visits: null, absence_debt: true }))).toBe(
      'Нет абонемента',
    );
  });
});
