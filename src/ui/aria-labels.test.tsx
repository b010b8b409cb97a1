import { render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { AppToaster } from './app-toaster';

// Every accessible name is Russian: the libraries' own English labels («Notifications alt+T», «Close toast»,
// «legend icon») are replaced. Key names (Alt+T) are what the keyboard says, not English.
const englishLabels = () =>
  [...document.querySelectorAll('[aria-label]')]
    .map((element) => element.getAttribute('aria-label') ?? '')
    .filter((label) => /[a-z]{3,}/i.test(label.replace(/\bAlt\+\w\b/g, '')));

describe('accessible names', () => {
  it('are Russian in the toasts', async () => {
    render(<AppToaster theme="dark" />);
    toast.success('Сохранено');
    await screen.findByText('Сохранено');
    expect(screen.getByRole('region', { name: 'Уведомления (Alt+T)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Закрыть уведомление' })).toBeInTheDocument();
    expect(englishLabels()).toEqual([]);
  });
});
