import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CellKind, CellOption } from './cell-value';
import { EditableCell } from './editable-cell';

const levels: CellOption[] = [
  { value: 'beginner', label: 'Начинающий' },
  { value: 'pro', label: 'Профи' },
];

function renderCell(kind: CellKind, value: string, extra: { required?: boolean; display?: string } = {}) {
  const onSave = vi.fn();
  const user = userEvent.setup();
  render(
    <>
      <EditableCell
        kind={kind}
        value={value}
        label="Поле"
        options={levels}
        required={extra.required}
        onSave={onSave}
      >
        {extra.display}
      </EditableCell>
      <button type="button">Снаружи</button>
    </>,
  );
  const cell = screen.getByRole('button', { name: extra.display ?? (value || '—') });
  return { user, onSave, cell };
}

describe('EditableCell with a date', () => {
  it('shows the stored date as dd.mm.yyyy and saves a typed dd.mm.yyyy as yyyy-mm-dd', async () => {
    const { user, onSave, cell } = renderCell('date', '2026-05-12', { display: '12.05.2026' });

    await user.dblClick(cell);
    const input = screen.getByRole('textbox', { name: 'Поле' });
    expect(input).toHaveValue('12.05.2026');
    await user.clear(input);
    await user.type(input, '3.6.2026{Enter}');

    expect(onSave).toHaveBeenCalledExactlyOnceWith('2026-06-03');
  });

  it('accepts yyyy-mm-dd as typed', async () => {
    const { user, onSave, cell } = renderCell('date', '', { display: '—' });

    await user.dblClick(cell);
    await user.type(screen.getByRole('textbox'), '2026-02-28{Enter}');

    expect(onSave).toHaveBeenCalledExactlyOnceWith('2026-02-28');
  });

  it('treats the same day typed another way as unchanged', async () => {
    const { user, onSave, cell } = renderCell('date', '2026-05-12', { display: '12.05.2026' });

    await user.dblClick(cell);
    const input = screen.getByRole('textbox');
    await user.clear(input);
    await user.type(input, '2026-05-12{Enter}');

    expect(onSave).not.toHaveBeenCalled();
  });

  it('clears the date when the text is emptied', async () => {
    const { user, onSave, cell } = renderCell('date', '2026-05-12', { display: '12.05.2026' });

    await user.dblClick(cell);
    await user.clear(screen.getByRole('textbox'));
    await user.keyboard('{Enter}');

    expect(onSave).toHaveBeenCalledExactlyOnceWith('');
  });

  it.each([
    ['32.01.2026', 'День — от 1 до 31'],
    ['12.13.2026', 'Месяц — от 1 до 12'],
    ['12.05.1899', 'Год — от 1900 до 9999'],
    ['31.04.2026', 'Такого дня в этом месяце нет'],
    ['29.02.2025', 'Такого дня в этом месяце нет'],
    ['завтра', 'Дата: дд.мм.гггг или гггг-мм-дд'],
  ])('does not send %s and says why', async (typed, reason) => {
    const { user, onSave, cell } = renderCell('date', '', { display: '—' });

    await user.dblClick(cell);
    await user.type(screen.getByRole('textbox'), `${typed}{Enter}`);

    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('textbox')).toHaveValue(typed);
  });

  it('keeps a bad date in the editor when the focus leaves, so nothing is lost or sent', async () => {
    const { user, onSave, cell } = renderCell('date', '', { display: '—' });

    await user.dblClick(cell);
    await user.type(screen.getByRole('textbox'), '30.02.2026');
    await user.click(screen.getByRole('button', { name: 'Снаружи' }));

    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Такого дня в этом месяце нет');
  });
});

describe('EditableCell with a phone', () => {
  it('masks the typed digits as +7 (000) 000-00-00 and saves the masked phone', async () => {
    const { user, onSave, cell } = renderCell('phone', '');

    await user.dblClick(cell);
    const input = screen.getByRole('textbox', { name: 'Поле' });
    await user.type(input, '9172551001');
    expect(input).toHaveValue('+7 (917) 255-10-01');
    await user.keyboard('{Enter}');

    expect(onSave).toHaveBeenCalledExactlyOnceWith('+7 (917) 255-10-01');
  });

  it('refuses an incomplete number and says how it should look', async () => {
    const { user, onSave, cell } = renderCell('phone', '');

    await user.dblClick(cell);
    await user.type(screen.getByRole('textbox'), '91725{Enter}');

    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('+7 (000) 000-00-00');
  });

  it('sends nothing when the stored phone is saved as it was', async () => {
    const { user, onSave, cell } = renderCell('phone', '+7 (917) 255-10-01');

    await user.dblClick(cell);
    await user.keyboard('{Enter}');

    expect(onSave).not.toHaveBeenCalled();
  });
});
