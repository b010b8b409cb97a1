import { describe, expect, it } from 'vitest';
import type { AccountEntry } from '@/contract';
import { explainBalance, explainVisits, writtenLater } from './ledger-explanation';

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
    const lines = explainVisits(entries, { id: 7, visits: 4 });
    expect(lines.map((l) => [l.entry.id, l.change, l.total])).toEqual([
      [3, -1, 3],
      [4, -1, 2],
      [5, 1, 3],
    ]);
  });

  it('adds up the balance from the lines that moved money only', () => {
    expect(explainBalance(entries).map((l) => [l.entry.id, l.total])).toEqual([
      [1, -200_000],
      [2, -50_000],
    ]);
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
