import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeToggle } from './components/theme-toggle';
import { useThemeStore } from './theme-store';

describe('theme toggle', () => {
  it('switches from the default dark theme to light, on <html> and in storage', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);

    await user.click(screen.getByRole('button', { name: 'Включить светлую тему' }));

    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Включить тёмную тему' })).toBeInTheDocument();
  });

  it('shows a theme a page asks for without saving it (the trial form in a school’s site)', () => {
    localStorage.setItem('theme', 'dark');
    act(() => useThemeStore.getState().showTheme('light'));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('dark');
    act(() => useThemeStore.getState().showTheme('dark'));
  });

  it('switches back to dark', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);

    await user.click(screen.getByRole('button', { name: 'Включить светлую тему' }));
    await user.click(screen.getByRole('button', { name: 'Включить тёмную тему' }));

    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);

    await user.tab();
    await user.keyboard('{Enter}');

    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
