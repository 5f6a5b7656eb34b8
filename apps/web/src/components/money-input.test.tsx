import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { sessionUser, validToken } from '@/testing/tokens';
import { MoneyInput } from './money-input';

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
    expect(screen.getByLabelText('Precio')).toHaveAccessibleDescription(
      'Monto en dólares Se guardará: $12.50',
    );
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
    expect(screen.getByText('Se guardará: Bs. 1.000,50 · Equivale a $25.01')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(
      'Monto en bolívares Se guardará: Bs. 1.000,50 · Equivale a $25.01',
    );
  });

  it('shows a stored dollar amount in bolívars and re-derives it when the mode changes', () => {
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 36.5 });
    render(<Harness initial={10} />);
    const input = screen.getByLabelText('Precio');
    expect(input).toHaveValue('365');
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
    await user.type(input, '7,25');
    expect(lastReported()).toBe(7.25);
    expect(screen.getByText('Se guardará: $7.25')).toBeInTheDocument();
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

describe('MoneyInput reads both ways of writing a number, in either mode', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser());
    reported = [];
  });

  it.each([
    ['USD', '245,67', 245.67],
    ['USD', '1.234,56', 1234.56],
    ['USD', '1,234.56', 1234.56],
    ['VES', '245.67', 6.14],
    ['VES', '1,234.56', 30.86],
  ] as const)('%s mode: "%s" → $%d', async (mode, typed, expected) => {
    useAppStore.setState({ currencyMode: mode, dollarRate: 40 });
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Precio'), typed);
    expect(lastReported()).toBe(expected);
  });

  it('refuses "1.234" (thousands or decimals?) in either mode', async () => {
    for (const mode of ['USD', 'VES'] as const) {
      useAppStore.setState({ currencyMode: mode, dollarRate: 40 });
      const user = userEvent.setup();
      const { unmount } = render(<Harness />);
      await user.type(screen.getByLabelText('Precio'), '1.234');
      await user.tab();
      expect(lastReported()).toBeNaN();
      expect(screen.getByText(/No queda claro si "1.234" son miles o decimales/)).toBeInTheDocument();
      unmount();
    }
  });
});
