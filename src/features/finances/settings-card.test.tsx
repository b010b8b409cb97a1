import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '@/lib/http';
import { renderWithQuery } from '@/test/render-with-query';
import { signInAs } from '@/test/sessions';
import { SettingsCard } from './components/settings-card';

// Whether «не был» of a student without a pass is a debt is the school's choice, off by default (docs/money.md).

describe('the money settings', () => {
  it('bill no absence without a pass until the accountant ticks it', async () => {
    await signInAs('accountant');
    const { user } = renderWithQuery(<SettingsCard />);
    const box = await screen.findByRole('checkbox', { name: 'Пропуск без абонемента записывать в долг' });
    await waitFor(() =>
      expect(screen.getByLabelText('Разовое занятие без абонемента, ₽')).toHaveValue('800'),
    );
    expect(box).not.toBeChecked();

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(async () =>
      expect((await callApi('financeSettings')).bill_absence_without_pass).toBe(true),
    );
    expect((await callApi('financeSettings')).single_lesson_price).toBe(80_000);
  });
});
