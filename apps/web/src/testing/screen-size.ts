import { vi } from 'vitest';

/** A MediaQueryList that always answers `matches` and never changes (jsdom has no layout to match against). */
export function fixedMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/**
 * Lists render a table from `lg` up and cards below (use-media-query): pick one for this test. A spy, so
 * vitest's restoreMocks undoes it before the next test.
 */
export function setScreen(size: 'large' | 'phone') {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fixedMediaQueryList(query, size === 'large'),
  );
}
