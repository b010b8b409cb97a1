import { create } from 'zustand';

export type Theme = 'dark' | 'light';

/** Where the theme persists; both pages read the same key before the first paint (vite.config.ts). */
export const THEME_STORAGE_KEY = 'theme';

function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

function saveTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be disabled (private mode); the theme still applies for this visit.
  }
}

type ThemeState = {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  /** For this visit only: a page someone else opens (the trial form in a school's site) never changes the saved one. */
  showTheme: (theme: Theme) => void;
  toggleTheme: () => void;
};

/** Spec: dark by default, persisted, applied as `data-theme` on <html>. */
export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    saveTheme(theme);
    set({ theme });
  },
  showTheme: (theme) => {
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));
