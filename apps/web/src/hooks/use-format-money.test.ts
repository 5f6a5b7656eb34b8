import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { sessionUser, validToken } from '@/testing/tokens';
import { canUseDollarRate, useFormatMoney } from './use-format-money';

const venezuelan = () => setSession(validToken(), sessionUser());

describe('useFormatMoney', () => {
  beforeEach(() => resetAppStore());

  it('prints dollars in en-US with $ by default', () => {
    venezuelan();
    const { result } = renderHook(() => useFormatMoney());
    expect(result.current(1234.5)).toBe('$1,234.50');
  });

  it('prints amount × rate in es-VE with "Bs. " in VES mode, and follows the store', () => {
    venezuelan();
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 36.5 });
    const { result } = renderHook(() => useFormatMoney());
    expect(result.current(1250)).toBe('Bs. 45.625,00');
    act(() => useAppStore.getState().setCurrencyMode('USD'));
    expect(result.current(1250)).toBe('$1,250.00');
  });

  it('leaves the amount unchanged (in dollars) in VES mode without a rate', () => {
    venezuelan();
    useAppStore.setState({ currencyMode: 'VES', dollarRate: null });
    const { result } = renderHook(() => useFormatMoney());
    expect(result.current(10)).toBe('$10.00');
  });

  it('never shows bolívars to a seller outside Venezuela, whatever the stored mode', () => {
    setSession(validToken(), sessionUser({ country: 'Colombia', currency: 'COP', currencySymbol: '$' }));
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 40 });
    const { result } = renderHook(() => useFormatMoney());
    expect(result.current(10)).toBe('$10.00');
  });
});

describe('canUseDollarRate', () => {
  it('is for non-admin Venezuelan sellers only', () => {
    expect(canUseDollarRate(sessionUser())).toBe(true);
    expect(canUseDollarRate(sessionUser({ country: 'VE' }))).toBe(true);
    expect(canUseDollarRate(sessionUser({ country: null, currency: 'VES' }))).toBe(true);
    expect(canUseDollarRate(sessionUser({ role: 'ADMIN' }))).toBe(false);
    expect(canUseDollarRate(sessionUser({ country: 'Colombia', currency: 'COP' }))).toBe(false);
    expect(canUseDollarRate(null)).toBe(false);
  });
});
