import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { sessionUser, validToken } from '@/testing/tokens';
import { useCurrencySettings, useFormatMoney } from './use-format-money';

// Design §10: a Venezuelan shop that prices in euros reads its dollars in euros at the cross of the BCV's rates.
// $11.69 × 245.6789 ÷ 287.1234 = €10.0026… → €10.00.

const DOLLAR_RATE = 245.6789;
const EURO_RATE = 287.1234;

function euroShop() {
  useAppStore.setState({
    currencyMode: 'USD',
    dollarRate: DOLLAR_RATE,
    euroRate: EURO_RATE,
    referenceCurrency: 'EUR',
  });
}

describe('useFormatMoney with the euro as reference currency', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser());
  });

  it('prints a dollar amount in euros at the cross: $11.69 → "€10.00"', () => {
    euroShop();
    const { result } = renderHook(() => useFormatMoney());
    expect(result.current(11.69)).toBe('€10.00');
    // Thousands in the en-US way, as dollars are printed.
    expect(result.current(1169)).toBe('€1,000.26');
  });

  it('says the reference is EUR in the currency settings', () => {
    euroShop();
    const { result } = renderHook(() => useCurrencySettings());
    expect(result.current).toEqual({
      mode: 'USD',
      rate: DOLLAR_RATE,
      reference: 'EUR',
      euroRate: EURO_RATE,
    });
  });

  it('prints dollars for a seller outside Venezuela even with the euro stored on the device', () => {
    euroShop();
    setSession(validToken(), sessionUser({ country: 'Colombia', currency: 'COP', currencySymbol: '$' }));
    const { result } = renderHook(() => useFormatMoney());
    expect(result.current(11.69)).toBe('$11.69');
  });

  it('prints dollars for an admin even with the euro stored on the device', () => {
    euroShop();
    setSession(validToken('ADMIN'), sessionUser({ role: 'ADMIN' }));
    const { result } = renderHook(() => useFormatMoney());
    expect(result.current(11.69)).toBe('$11.69');
  });

  it('prints bolívars (amount × dollar rate) in VES mode, whatever the reference currency', () => {
    euroShop();
    useAppStore.setState({ currencyMode: 'VES' });
    const { result } = renderHook(() => useFormatMoney());
    // $11.69 × 245.6789 = Bs. 2.871,986… → Bs. 2.871,99.
    expect(result.current(11.69)).toBe('Bs. 2.871,99');
    act(() => useAppStore.getState().setCurrencyMode('USD'));
    expect(result.current(11.69)).toBe('€10.00');
  });

  it.each([
    ['no euro rate', { euroRate: null }],
    ['no dollar rate', { dollarRate: null }],
  ])('prints dollars with %s (no cross to convert at)', (_label, missing) => {
    euroShop();
    useAppStore.setState(missing);
    const { result } = renderHook(() => useFormatMoney());
    expect(result.current(11.69)).toBe('$11.69');
  });

  it('prints dollars for a shop whose reference is the dollar, with both rates loaded', () => {
    euroShop();
    useAppStore.setState({ referenceCurrency: 'USD' });
    const { result } = renderHook(() => useFormatMoney());
    expect(result.current(11.69)).toBe('$11.69');
  });

  it('follows the store when the shop switches to euros', () => {
    euroShop();
    useAppStore.setState({ referenceCurrency: 'USD' });
    const { result } = renderHook(() => useFormatMoney());
    expect(result.current(11.69)).toBe('$11.69');
    act(() => useAppStore.getState().setReferenceCurrency('EUR'));
    expect(result.current(11.69)).toBe('€10.00');
  });
});
