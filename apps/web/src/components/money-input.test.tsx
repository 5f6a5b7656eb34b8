import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { sessionUser, validToken } from '@/testing/tokens';
import { MoneyInput, parseAmountText } from './money-input';

let reported: Array<number | undefined> = [];

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
      <button type="button" onClick={() => setValue(5)}>
        Reiniciar
      </button>
    </>
  );
}

const lastReported = () => reported[reported.length - 1];

describe('MoneyInput', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser());
    reported = [];
  });

  it('takes dollars in USD mode', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Precio'), '12.5');
    expect(lastReported()).toBe(12.5);
    expect(screen.getByLabelText('Precio')).toHaveAccessibleDescription('Monto en dólares');
  });

  it('in VES mode takes bolívars and reports dollars (÷ rate), showing the equivalent', async () => {
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 40 });
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Precio');
    await user.type(input, '1.000,50');
    expect(lastReported()).toBe(25.01);
    // What the seller typed stays as typed while the form holds dollars.
    expect(input).toHaveValue('1.000,50');
    expect(input).toHaveAccessibleDescription('Monto en bolívares Equivale a $25.01');
  });

  it('shows a stored dollar amount in bolívars and re-derives it when the mode changes', () => {
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 36.5 });
    render(<Harness initial={10} />);
    const input = screen.getByLabelText('Precio');
    expect(input).toHaveValue('365,00');
    act(() => useAppStore.getState().setCurrencyMode('USD'));
    expect(input).toHaveValue('10');
  });

  it("says 'Tasa del dólar no disponible' and takes dollars when VES mode has no rate", async () => {
    useAppStore.setState({ currencyMode: 'VES', dollarRate: null });
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Precio');
    expect(screen.getByText('Tasa del dólar no disponible')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Monto en dólares Tasa del dólar no disponible');
    await user.type(input, '7.25');
    expect(lastReported()).toBe(7.25);
  });

  it('reports undefined when cleared and NaN for text that is not an amount', async () => {
    const user = userEvent.setup();
    render(<Harness initial={3} />);
    const input = screen.getByLabelText('Precio');
    await user.clear(input);
    expect(lastReported()).toBeUndefined();
    await user.type(input, 'abc');
    expect(lastReported()).toBeNaN();
  });

  it('follows a value set from outside (a form reset)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={3} />);
    await user.click(screen.getByRole('button', { name: 'Reiniciar' }));
    expect(screen.getByLabelText('Precio')).toHaveValue('5');
  });
});

describe('parseAmountText', () => {
  it.each([
    ['1.234,56', 'VES', 1234.56],
    ['36,5731', 'VES', 36.5731],
    ['12.5', 'VES', 12.5],
    ['1.500', 'VES', 1500],
    ['Bs. 100', 'VES', 100],
    ['1,234.56', 'USD', 1234.56],
    ['12,5', 'USD', 12.5],
    ['$ 40', 'USD', 40],
  ] as const)('reads %s in %s mode as %d', (text, mode, expected) => {
    expect(parseAmountText(text, mode)).toBe(expected);
  });

  it('rejects text with two decimal separators', () => {
    expect(parseAmountText('1,2,3', 'VES')).toBeNaN();
    expect(parseAmountText('', 'USD')).toBeUndefined();
  });
});
