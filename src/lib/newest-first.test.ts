import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest-first';
import { upsertById } from './upsert-by-id';

describe('newestFirst', () => {
  it('orders by numeric id, highest first, with rows still being created on top', () => {
    const rows = [{ id: 9 }, { id: 10 }, { id: -1 }, { id: 2 }];

    expect(newestFirst(rows).map((row) => row.id)).toEqual([-1, 10, 9, 2]);
  });
});

describe('upsertById', () => {
  it('replaces the row with the same id, or appends a missing one', () => {
    const rows = [
      { id: 1, name: 'Анна' },
      { id: 2, name: 'Мария' },
    ];

    expect(upsertById(rows, { id: 2, name: 'Мария Петрова' })).toEqual([
      { id: 1, name: 'Анна' },
      { id: 2, name: 'Мария Петрова' },
    ]);
    expect(upsertById(rows, { id: 3, name: 'Ева' }).map((row) => row.id)).toEqual([1, 2, 3]);
  });
});
