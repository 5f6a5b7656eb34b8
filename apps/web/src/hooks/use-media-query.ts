import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint (64rem): tables from here up, cards below (spec §2 Products/Clients). */
export const LARGE_SCREEN_QUERY = '(min-width: 64rem)';
/**
 * Tailwind's `xl` (80rem): in VES mode an amount has twice the digits ("Bs. 50.000.456.335,12"), and a table
 * with two or more amount columns fits beside the side menu only from here; cards below it.
 */
export const EXTRA_LARGE_SCREEN_QUERY = '(min-width: 80rem)';

/**
 * Whether a media query matches, kept in sync with the window. Lists render either their table or their cards
 * (not both hidden by CSS), so screen readers and searches by role meet each row once.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
