import { useLayoutEffect } from 'react';

const THEME_COLORS = { dark: '#020617', light: '#f8fafc' } as const;

/**
 * Puts the area's theme on <html> (not on the layout's own root) so dialogs and toasts rendered in portals
 * match it; a layout effect so the first paint already has the right colours.
 */
export function useDocumentTheme(theme: 'dark' | 'light') {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    const previousColor = meta?.content;
    if (meta) meta.content = THEME_COLORS[theme];
    return () => {
      root.classList.remove('dark');
      if (meta && previousColor) meta.content = previousColor;
    };
  }, [theme]);
}
