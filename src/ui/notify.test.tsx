import { act, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from './app-toaster';
import { Dialog } from './dialog';
import { notifyFailure, notifySuccess } from './notify';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('toasts: one message per problem', () => {
  it('shows a repeated failure once', async () => {
    render(<AppToaster theme="dark" />);

    act(() => {
      notifyFailure('Нет связи с сервером');
      notifyFailure('Нет связи с сервером');
    });

    expect(await screen.findAllByText('Нет связи с сервером')).toHaveLength(1);
  });

  it('clears the failures on screen when a later save succeeds', async () => {
    render(<AppToaster theme="dark" />);
    act(() => notifyFailure('Лида не удалось сохранить'));
    expect(await screen.findByText('Лида не удалось сохранить')).toBeInTheDocument();

    act(() => notifySuccess('Сотрудник добавлен'));

    expect(await screen.findByText('Сотрудник добавлен')).toBeInTheDocument();
    await expect.poll(() => screen.queryByText('Лида не удалось сохранить'), { timeout: 2000 }).toBeNull();
  });

  it('is drawn inside an open modal dialog, above its backdrop', async () => {
    render(
      <>
        <AppToaster theme="dark" />
        <Dialog open title="Новый сотрудник" onClose={() => {}}>
          <p>Форма</p>
        </Dialog>
      </>,
    );

    act(() => notifyFailure('Этот email недоступен'));

    const dialog = screen.getByRole('dialog', { name: 'Новый сотрудник' });
    expect(await within(dialog).findByText('Этот email недоступен')).toBeInTheDocument();
  });
});
