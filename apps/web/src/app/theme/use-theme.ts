import { useCallback, useState } from 'react';
import { applyTheme, readTheme, type Theme } from './theme.js';

/** The current theme and a toggle between light and dark. */
export function useTheme(): { theme: Theme; toggleTheme(): void } {
  const [theme, setTheme] = useState<Theme>(readTheme);
  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next: Theme = current === 'dark' ? 'light' : 'dark';
      applyTheme(next);
      return next;
    });
  }, []);
  return { theme, toggleTheme };
}
