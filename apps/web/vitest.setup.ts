import '@testing-library/jest-dom/vitest';
// IndexedDB as the browser has it (fake-indexeddb): the offline queue and the kept cache use it (design §14).
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { fixedMediaQueryList } from './src/testing/screen-size';

// findBy/waitFor give up after a second by default, which a loaded machine can spend on one React render: a
// wait that fails is a missing element, so it may take its time to be sure (the test's own budget bounds it).
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup hook.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom implements neither; the app calls them on navigation and in the layouts.
window.scrollTo = () => {};
if (!window.matchMedia) {
  // A phone-sized screen unless a test picks another (src/testing/screen-size.ts).
  window.matchMedia = (query: string) => fixedMediaQueryList(query, false);
}
