import { Moon, Sun } from 'lucide-react';
import { themeTexts } from '../texts';
import { useThemeStore } from '../theme-store';
import styles from './theme-toggle.module.css';

export function ThemeToggle() {
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const label = theme === 'dark' ? themeTexts.toLight : themeTexts.toDark;

  return (
    <button type="button" className={styles.toggle} onClick={toggleTheme} aria-label={label} title={label}>
      {theme === 'dark' ? <Sun size={16} aria-hidden /> : <Moon size={16} aria-hidden />}
    </button>
  );
}
