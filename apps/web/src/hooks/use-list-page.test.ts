import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListPage } from './use-list-page';

describe('useListPage (spec §5: a search starts again at page 1)', () => {
  it('starts at page 1 for a new filter', () => {
    const { result, rerender } = renderHook(({ filter }) => useListPage(filter), {
      initialProps: { filter: '' },
    });
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    rerender({ filter: 'harina' });
    expect(result.current.page).toBe(1);
  });

  it('stays on page 1 when the search is cleared back to the filter that was on page 3', () => {
    const { result, rerender } = renderHook(({ filter }) => useListPage(filter), {
      initialProps: { filter: '' },
    });
    act(() => result.current.setPage(3));
    rerender({ filter: 'harina' });
    rerender({ filter: '' });
    expect(result.current.page).toBe(1);
  });

  it('keeps the page the seller chose within one filter', () => {
    const { result, rerender } = renderHook(({ filter }) => useListPage(filter), {
      initialProps: { filter: 'harina' },
    });
    act(() => result.current.setPage(2));
    rerender({ filter: 'harina' });
    expect(result.current.page).toBe(2);
  });
});
