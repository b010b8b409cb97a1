import { fireEvent, render, screen } from '@testing-library/react';
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

describe('EditableCell', () => {
  it('begins editing on a double click and saves the new text with Enter', async () => {
    const { user, onSave, cell } = renderCell('text', 'Анна');

    await user.dblClick(cell);
    const input = screen.getByRole('textbox', { name: 'Поле' });
    await user.clear(input);
    await user.type(input, 'Анна Петрова{Enter}');

    expect(onSave).toHaveBeenCalledExactlyOnceWith('Анна Петрова');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Анна' })).toHaveFocus();
  });

  it('does not begin editing on a single click', async () => {
    const { user, cell } = renderCell('text', 'Анна');

    await user.click(cell);

    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('begins editing from the keyboard with Enter or F2', async () => {
    const { user, cell } = renderCell('text', 'Анна');

    cell.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Поле' })).toHaveValue('Анна');

    await user.keyboard('{Escape}');
    await user.keyboard('{F2}');
    expect(screen.getByRole('textbox', { name: 'Поле' })).toBeInTheDocument();
  });

  it('cancels with Escape and sends nothing', async () => {
    const { user, onSave, cell } = renderCell('text', 'Анна');

    await user.dblClick(cell);
    await user.keyboard('Мария{Escape}');

    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Анна' })).toHaveFocus();
  });

  it('starts with the whole value selected, so typing replaces it', async () => {
    const { user, onSave, cell } = renderCell('text', 'Анна');

    await user.dblClick(cell);
    await user.keyboard('Мария{Enter}');

    expect(onSave).toHaveBeenCalledExactlyOnceWith('Мария');
  });

  it('saves when the focus leaves the editor', async () => {
    const { user, onSave, cell } = renderCell('text', 'Анна');

    await user.dblClick(cell);
    await user.keyboard('Анастасия');
    await user.click(screen.getByRole('button', { name: 'Снаружи' }));

    expect(onSave).toHaveBeenCalledExactlyOnceWith('Анастасия');
  });

  it('sends nothing when the value did not change', async () => {
    const { user, onSave, cell } = renderCell('text', 'Анна');

    await user.dblClick(cell);
    await user.keyboard('{Enter}');

    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('refuses an empty required value and says why', async () => {
    const { user, onSave, cell } = renderCell('text', 'Анна', { required: true });

    await user.dblClick(cell);
    await user.clear(screen.getByRole('textbox'));
    await user.keyboard('{Enter}');

    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Поле не может быть пустым');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a new line in a textarea with Shift+Enter and saves with Enter', async () => {
    const { user, onSave, cell } = renderCell('textarea', '');

    await user.dblClick(cell);
    await user.type(
      screen.getByRole('textbox', { name: 'Поле' }),
      'Звонить вечером{Shift>}{Enter}{/Shift}Лучше в Telegram{Enter}',
    );

    expect(onSave).toHaveBeenCalledExactlyOnceWith('Звонить вечером\nЛучше в Telegram');
  });

  it('saves a pick from a select at once', async () => {
    const { user, onSave, cell } = renderCell('select', 'beginner', { display: 'Начинающий' });

    await user.dblClick(cell);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Поле' }), 'Профи');

    expect(onSave).toHaveBeenCalledExactlyOnceWith('pro');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('lets ↓ browse a closed select without saving; Enter saves what was browsed to, Escape keeps the old', async () => {
    const { user, onSave, cell } = renderCell('select', 'beginner', { display: 'Начинающий' });

    await user.dblClick(cell);
    const select = screen.getByRole('combobox', { name: 'Поле' });
    // What Chromium does on ↓ in a closed select: the keydown, then a change to the next option.
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'pro' } });
    expect(onSave).not.toHaveBeenCalled();
    expect(select).toHaveValue('pro');

    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith('pro');
  });

  it('forgets a browsed value on Escape', async () => {
    const { user, onSave, cell } = renderCell('select', 'beginner', { display: 'Начинающий' });

    await user.dblClick(cell);
    const select = screen.getByRole('combobox', { name: 'Поле' });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'pro' } });
    await user.keyboard('{Escape}');

    expect(onSave).not.toHaveBeenCalled();
  });

  it('cancels a select with Escape', async () => {
    const { user, onSave, cell } = renderCell('select', 'beginner', { display: 'Начинающий' });

    await user.dblClick(cell);
    await user.keyboard('{Escape}');

    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
