export type Theme = 'light' | 'dark';

/** The key under which the chosen theme is kept (spec 02 §2). */
export const THEME_STORAGE_KEY = 'ui-theme';

/** The theme in use: the stored choice, light by default. */
export function readTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Applies a theme (a class on the root element) and remembers it. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be disabled: the theme then lasts for this page only.
  }
}
