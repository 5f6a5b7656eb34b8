import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { sessionUser, validToken } from '@/testing/tokens';
import { MoneyInput } from './money-input';

// Design §10: a Venezuelan shop that prices in euros types euros where it would type dollars; the form still
// receives dollars, at the cross of the BCV's two rates (Bs/USD 245.6789, Bs/EUR 287.1234).
// €10.00 × 287.1234 ÷ 245.6789 = $11.6869… → $11.69; $11.69 × 245.6789 ÷ 287.1234 = €10.0026… → €10.00.

const DOLLAR_RATE = 245.6789;
const EURO_RATE = 287.1234;

let reported: Array<number | undefined> = [];
const lastReported = () => reported[reported.length - 1];

function Harness({ initial }: { initial?: number }) {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <>
      <MoneyInput
        label="Precio"
        value={value}
        onChange={(amount) => {
          reported.push(amount);
          setValue(amount);
        }}
      />
      <button type="button" onClick={() => setValue(11.69)}>
        Reiniciar
      </button>
    </>
  );
}

const priceField = () => screen.getByLabelText('Precio');

describe('MoneyInput for a shop that prices in euros', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser());
    useAppStore.setState({
      currencyMode: 'USD',
      dollarRate: DOLLAR_RATE,
      euroRate: EURO_RATE,
      referenceCurrency: 'EUR',
    });
    reported = [];
  });

  it('takes euros ("€", "Monto en euros") and reports their dollars at the cross', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = priceField();
    expect(screen.getByText('€')).toBeInTheDocument();
    expect(screen.queryByText('$')).not.toBeInTheDocument();

    await user.type(input, '10,00');

    expect(lastReported()).toBe(11.69);
    // What was typed stays as typed while the form holds dollars.
    expect(input).toHaveValue('10,00');
    expect(screen.getByText('Se guardará: €10.00 · Equivale a $11.69')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Monto en euros Se guardará: €10.00 · Equivale a $11.69');
  });

  it('shows a stored price typed in euros back unchanged: $11.69 reads €10', async () => {
    const user = userEvent.setup();
    render(<Harness initial={11.69} />);
    expect(priceField()).toHaveValue('10');

    // And a form reset to the same dollars from another value reads €10 again.
    await user.clear(priceField());
    await user.type(priceField(), '3');
    await user.click(screen.getByRole('button', { name: 'Reiniciar' }));
    expect(priceField()).toHaveValue('10');
  });

  it('round-trips what is typed: €10,00 saved as $11.69 reads €10 when the form opens again', async () => {
    const user = userEvent.setup();
    const first = render(<Harness />);
    await user.type(priceField(), '10,00');
    const saved = lastReported();
    first.unmount();

    render(<Harness initial={saved} />);
    expect(priceField()).toHaveValue('10');
  });

  it('takes dollars again when there is no euro rate (no cross to convert at)', async () => {
    useAppStore.setState({ euroRate: null });
    const user = userEvent.setup();
    render(<Harness initial={11.69} />);
    const input = priceField();
    expect(input).toHaveValue('11.69');
    expect(screen.getByText('$')).toBeInTheDocument();
    expect(screen.queryByText('€')).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '10,00');
    expect(lastReported()).toBe(10);
    expect(input).toHaveAccessibleDescription('Monto en dólares Se guardará: $10.00');
    expect(screen.queryByText(/Equivale a/)).not.toBeInTheDocument();
  });

  it('goes back to dollars when the euro rate is lost while the field is open', () => {
    render(<Harness initial={11.69} />);
    expect(priceField()).toHaveValue('10');
    act(() => useAppStore.getState().setEuroRate(null));
    expect(priceField()).toHaveValue('11.69');
    expect(screen.getByText('$')).toBeInTheDocument();
  });

  it('takes bolívars in VES mode as before, whatever the reference currency', async () => {
    useAppStore.setState({ currencyMode: 'VES' });
    const user = userEvent.setup();
    render(<Harness initial={11.69} />);
    const input = priceField();
    // $11.69 × 245.6789 = Bs. 2.871,986… → 2871,99.
    expect(input).toHaveValue('2871,99');
    expect(screen.getByText('Bs.')).toBeInTheDocument();
    expect(screen.queryByText('€')).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '2.871,99');
    expect(lastReported()).toBe(11.69);
    expect(input).toHaveAccessibleDescription(
      'Monto en bolívares Se guardará: Bs. 2.871,99 · Equivale a $11.69',
    );
  });

  it('switches from euros to bolívars and back with the mode, keeping the same dollars', () => {
    render(<Harness initial={11.69} />);
    expect(priceField()).toHaveValue('10');
    act(() => useAppStore.getState().setCurrencyMode('VES'));
    expect(priceField()).toHaveValue('2871,99');
    act(() => useAppStore.getState().setCurrencyMode('USD'));
    expect(priceField()).toHaveValue('10');
    expect(reported).toEqual([]);
  });

  it('takes dollars for a seller outside Venezuela even with the euro stored on the device', async () => {
    setSession(validToken(), sessionUser({ country: 'Colombia', currency: 'COP', currencySymbol: '$' }));
    const user = userEvent.setup();
    render(<Harness initial={11.69} />);
    expect(priceField()).toHaveValue('11.69');
    await user.clear(priceField());
    await user.type(priceField(), '10,00');
    expect(lastReported()).toBe(10);
    expect(priceField()).toHaveAccessibleDescription('Monto en dólares Se guardará: $10.00');
  });
});
