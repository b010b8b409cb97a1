import { describe, expect, it } from 'vitest';
import { nextGridPosition } from './grid-navigation';

const size = { rows: 100, columns: 8 };
const at = { row: 10, column: 3 };

describe('nextGridPosition', () => {
  it.each([
    ['ArrowUp', false, { row: 9, column: 3 }],
    ['ArrowDown', false, { row: 11, column: 3 }],
    ['ArrowLeft', false, { row: 10, column: 2 }],
    ['ArrowRight', false, { row: 10, column: 4 }],
    ['PageUp', false, { row: 0, column: 3 }],
    ['PageDown', false, { row: 20, column: 3 }],
    ['Home', false, { row: 10, column: 0 }],
    ['End', false, { row: 10, column: 7 }],
    ['Home', true, { row: 0, column: 0 }],
    ['End', true, { row: 99, column: 7 }],
  ])('%s (Ctrl: %s) moves to %o', (key, ctrl, expected) => {
    expect(nextGridPosition(key, ctrl, at, size)).toEqual(expected);
  });

  it('stops at the edges', () => {
    expect(nextGridPosition('ArrowUp', false, { row: 0, column: 0 }, size)).toEqual({ row: 0, column: 0 });
    expect(nextGridPosition('ArrowRight', false, { row: 99, column: 7 }, size)).toEqual({
      row: 99,
      column: 7,
    });
  });

  it('leaves other keys to the cell', () => {
    expect(nextGridPosition('Enter', false, at, size)).toBeNull();
  });
});
