import { describe, expect, it } from 'vitest';
import type { AccountEntry } from '@/contract';
import { explainBalance, explainVisits, passStart, visitsAtStart, writtenLater } from './ledger-explanation';

const line = (id: number, fields: Partial<AccountEntry>): AccountEntry => ({
  id,
  kind: 'visit',
  entry_date: '2026-11-02',
  amount: 0,
  visits: 0,
  subscription_id: 7,
  lesson_id: null,
  payment_id: null,
  reverses_id: null,
  note: '',
  note_data: { code: 'text', text: '' },
  created_at: '2026-11-02T15:00:00.000Z',
  created_by_name: 'Иванова Анна',
  ...fields,
});

// Newest first, as the account answers: a pass of 4 visits sold, paid 1 500 of 2 000, two visits, the first of them
// changed a week later to an excused absence, and a visit on another pass.
const entries = [
  line(6, { visits: -1, subscription_id: 8, entry_date: '2026-11-10' }),
  line(5, { kind: 'reversal', visits: 1, reverses_id: 3, created_at: '2026-11-09T09:00:00.000Z' }),
  line(4, { visits: -1, entry_date: '2026-11-05' }),
  line(3, { visits: -1 }),
  line(2, { kind: 'payment', amount: 150_000, subscription_id: null }),
  line(1, { kind: 'sale', amount: -200_000, entry_date: '2026-11-01' }),
];

describe('the ledger lines behind a figure', () => {
  it('counts a pass’s remaining visits from its sale, a later change included', () => {
    const lines = explainVisits(entries, { id: 7, remaining_visits: 3 });
    expect(lines.map((l) => [l.entry.id, l.change, l.total])).toEqual([
      [3, -1, 3],
      [4, -1, 2],
      [5, 1, 3],
    ]);
  });

  it('starts from the visits the pass was sold with, and shows a change of its count and its cancellation', () => {
    // 4 sold, 1 taken, changed to 6 (+2), then cancelled with 5 left (−5): 0 remain.
    const corrected = [
      line(9, { kind: 'pass_cancel', visits: -5, amount: 125_000 }),
      line(8, { kind: 'pass_change', visits: 2 }),
      ...entries,
    ];
    const pass = { id: 7, remaining_visits: 0 };
    expect(visitsAtStart(corrected, pass)).toBe(4);
    expect(explainVisits(corrected, pass).map((l) => [l.entry.id, l.change, l.total])).toEqual([
      [3, -1, 3],
      [4, -1, 2],
      [5, 1, 3],
      [8, 2, 5],
      [9, -5, 0],
    ]);
  });

  it('adds up the balance from the lines that moved money only', () => {
    expect(explainBalance(entries).map((l) => [l.entry.id, l.total])).toEqual([
      [1, -200_000],
      [2, -50_000],
    ]);
  });

  it('starts a pass handed on by a sibling from the line it came with, and what was left of it then', () => {
    const pass = { id: 7, sub_name: 'Абонемент 8 занятий', issued_at: '2026-11-01', remaining_visits: 4 };
    const received = [
      line(11, { visits: -1, entry_date: '2026-11-20' }),
      line(10, {
        kind: 'pass_transfer',
        amount: -50_000,
        entry_date: '2026-11-15',
        note_data: { code: 'pass_received', pass: pass.sub_name, from: 'Анна', reason: 'Сестре' },
      }),
    ];
    expect(passStart(received, pass)).toEqual({
      date: '2026-11-15',
      text: 'Абонемент «Абонемент 8 занятий» получен от: Анна. Сестре',
    });
    expect(visitsAtStart(received, pass)).toBe(5);
    expect(passStart(entries, pass)).toEqual({
      date: '2026-11-01',
      text: 'Продажа абонемента «Абонемент 8 занятий»',
    });
  });

  it('tells a correction written on a later day than it counts for', () => {
    const zone = 'Europe/Moscow';
    expect(writtenLater(line(5, { kind: 'reversal', created_at: '2026-11-09T09:00:00.000Z' }), zone)).toBe(
      '2026-11-09',
    );
    expect(writtenLater(line(5, { kind: 'reversal' }), zone)).toBeNull();
    expect(writtenLater(line(3, { created_at: '2026-11-09T09:00:00.000Z' }), zone)).toBeNull();
  });
});
