import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LedgerList } from './ledger-list';

const line = { subscription_id: 3, lesson_id: null, payment_id: null, reverses_id: null, visits: 0 };

describe('the family’s ledger', () => {
  it('says each line that moved money from its note’s code, and leaves out the visits', () => {
    render(
      <LedgerList
        entries={[
          {
            ...line,
            id: 3,
            kind: 'visit',
            entry_date: '2026-03-04',
            amount: 0,
            note_data: { code: 'visit', group: 'Хип-хоп 1' },
          },
          {
            ...line,
            id: 2,
            kind: 'payment',
            entry_date: '2026-03-02',
            amount: 200_000,
            note_data: { code: 'payment', type: 'subscription' },
          },
          {
            ...line,
            id: 1,
            kind: 'sale',
            entry_date: '2026-03-01',
            amount: -200_000,
            note_data: { code: 'sale', pass: '8 занятий' },
          },
        ]}
      />,
    );
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      expect.stringMatching(/^02\.03\.2026Оплата: абонемент\+/),
      expect.stringMatching(/^01\.03\.2026Продажа абонемента «8 занятий»−/),
    ]);
  });
});
