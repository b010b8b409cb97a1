import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <Dialog open={open} title="Занятие" onClose={() => setOpen(false)}>
        <p>Сальса, 19:00</p>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<DialogHarness />);
  await user.click(screen.getByRole('button', { name: 'Открыть' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Занятие' }) };
}

describe('Dialog', () => {
  it('opens with its title and content', async () => {
    const { dialog } = await openDialog();

    expect(dialog).toHaveTextContent('Сальса, 19:00');
  });

  it('closes with its close button', async () => {
    const { user } = await openDialog();

    await user.click(screen.getByRole('button', { name: 'Закрыть' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the overlay, but not on a click inside', async () => {
    const { user, dialog } = await openDialog();

    await user.click(screen.getByText('Сальса, 19:00'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape (the browser fires "cancel")', async () => {
    const { dialog } = await openDialog();

    fireEvent(dialog, new Event('cancel', { cancelable: true }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('starts with the focus on the safe choice', () => {
    render(
      <ConfirmDialog
        open
        title="Удалить?"
        message=""
        confirmLabel="Удалить"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );

    expect(screen.getByRole('button', { name: 'Отмена' })).toHaveFocus();
  });

  it('confirms or cancels', async () => {
    const user = userEvent.setup();
    const answers: string[] = [];
    render(
      <ConfirmDialog
        open
        title="Удалить?"
        message="Это нельзя отменить."
        confirmLabel="Удалить"
        onConfirm={() => answers.push('confirm')}
        onCancel={() => answers.push('cancel')}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    await user.click(screen.getByRole('button', { name: 'Отмена' }));

    expect(answers).toEqual(['confirm', 'cancel']);
  });
});
