import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { DECIMAL_INPUT_MESSAGES } from '@cuadre/shared/money/decimal-input';
import { ZMoneyAmount } from '@cuadre/shared/common/schemas';
import { zodResolver } from '@/lib/form-resolver';
import { AmountInput, amountText, type TAmountInputProps } from './amount-input';

type THarnessProps = Partial<TAmountInputProps> & { initial?: number; reported?: (number | undefined)[] };

function Harness({ initial, reported = [], ...props }: THarnessProps) {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <>
      <AmountInput
        label="Monto"
        currency="VES"
        {...props}
        value={value}
        onChange={(next) => {
          reported.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(36.573)}>
        Poner tasa
      </button>
    </>
  );
}

const ZForm = z.object({ amount: ZMoneyAmount });

/** A react-hook-form form with the shared amount schema, as the app's forms are built. */
function FormHarness({ onValid }: { onValid: (values: { amount: number }) => void }) {
  const { control, handleSubmit } = useForm<z.input<typeof ZForm>, unknown, z.output<typeof ZForm>>({
    resolver: zodResolver(ZForm),
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <Controller
        name="amount"
        control={control}
        render={({ field, fieldState }) => (
          <AmountInput label="Monto" currency="VES" {...field} error={fieldState.error?.message} />
        )}
      />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('AmountInput', () => {
  it.each([
    ['245,67', 245.67, 'Se guardará: Bs. 245,67'],
    ['245.67', 245.67, 'Se guardará: Bs. 245,67'],
    ['1.234,56', 1234.56, 'Se guardará: Bs. 1.234,56'],
    ['1,234.56', 1234.56, 'Se guardará: Bs. 1.234,56'],
    ['Bs. 1.234.567,89', 1234567.89, 'Se guardará: Bs. 1.234.567,89'],
  ])('reads "%s" as %d and says so under the field', async (typed, expected, understood) => {
    const reported: (number | undefined)[] = [];
    const user = userEvent.setup();
    render(<Harness reported={reported} />);
    const input = screen.getByLabelText('Monto');
    await user.type(input, typed);
    expect(reported.at(-1)).toBe(expected);
    expect(screen.getByText(understood)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(`Monto en bolívares ${understood}`);
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('type', 'text');
  });

  it('says what it understood in the currency it is given', async () => {
    const user = userEvent.setup();
    render(<Harness currency="USD" />);
    await user.type(screen.getByLabelText('Monto'), '1.234,56');
    expect(screen.getByText('Se guardará: $1,234.56')).toBeInTheDocument();
    expect(screen.getByLabelText('Monto')).toHaveAccessibleDescription(
      'Monto en dólares Se guardará: $1,234.56',
    );
  });

  it('reads a rate with its decimals and its unit', async () => {
    const reported: (number | undefined)[] = [];
    const user = userEvent.setup();
    render(<Harness reported={reported} maxDecimals={8} unit="por USD" />);
    await user.type(screen.getByLabelText('Monto'), '36,5731');
    expect(reported.at(-1)).toBe(36.5731);
    expect(screen.getByText('Se guardará: Bs. 36,5731 por USD')).toBeInTheDocument();
  });

  it('reports NaN for "1.234" and shows why once the seller leaves the field, not while typing', async () => {
    const reported: (number | undefined)[] = [];
    const user = userEvent.setup();
    render(<Harness reported={reported} />);
    const input = screen.getByLabelText('Monto');
    await user.type(input, '1.234');
    expect(reported.at(-1)).toBeNaN();
    const message = DECIMAL_INPUT_MESSAGES.ambiguous('1.234', '1234', '.', 2);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(screen.queryByText(/Se guardará/)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`Monto en bolívares ${message}`);
    // Going on to "1.234,56" reads it.
    await user.type(input, ',56');
    expect(reported.at(-1)).toBe(1234.56);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(screen.getByText('Se guardará: Bs. 1.234,56')).toBeInTheDocument();
  });

  it('refuses more decimals than allowed and a negative amount', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Monto');
    await user.type(input, '12,3456');
    await user.tab();
    expect(screen.getByText('Usa como máximo 2 decimales.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '-5');
    await user.tab();
    expect(screen.getByText(DECIMAL_INPUT_MESSAGES.negative)).toBeInTheDocument();
  });

  it('reports undefined when emptied, and shows nothing under the field', async () => {
    const reported: (number | undefined)[] = [];
    const user = userEvent.setup();
    render(<Harness reported={reported} initial={5} />);
    const input = screen.getByLabelText('Monto');
    expect(input).toHaveValue('5');
    await user.clear(input);
    await user.tab();
    expect(reported.at(-1)).toBeUndefined();
    expect(input).toHaveAccessibleDescription('Monto en bolívares');
  });

  it('shows a value set from outside as text it reads back the same', async () => {
    const user = userEvent.setup();
    render(<Harness maxDecimals={8} />);
    await user.click(screen.getByRole('button', { name: 'Poner tasa' }));
    // "36,573" would be ambiguous.
    expect(screen.getByLabelText('Monto')).toHaveValue('36,5730');
    expect(screen.getByText('Se guardará: Bs. 36,573')).toBeInTheDocument();
  });

  it('in a form: "245,67" submits 245.67; "1.234" submits nothing and says why', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<FormHarness onValid={onValid} />);
    const input = screen.getByLabelText('Monto');
    await user.type(input, '1.234');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onValid).not.toHaveBeenCalled();
    // The reading's message, not the schema's "Monto inválido".
    expect(screen.getByText(DECIMAL_INPUT_MESSAGES.ambiguous('1.234', '1234', '.', 2))).toBeInTheDocument();
    expect(screen.queryByText('Monto inválido')).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '245,67');
    expect(screen.getByText('Se guardará: Bs. 245,67')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ amount: 245.67 });
  });

  it("keeps the form's own message for an empty field", async () => {
    const user = userEvent.setup();
    render(<FormHarness onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('Monto inválido')).toBeInTheDocument();
  });
});

describe('amountText', () => {
  it.each([
    [1234.5, 'VES', 2, '1234,5'],
    [1234.5, 'USD', 2, '1234.5'],
    [36.573, 'VES', 8, '36,5730'],
    [0.123, 'VES', 8, '0,123'],
    [1e-7, 'VES', 8, '0,0000001'],
    [Number.NaN, 'VES', 2, ''],
  ] as const)('%d in %s → "%s"', (value, currency, maxDecimals, expected) => {
    expect(amountText(value, currency, maxDecimals)).toBe(expected);
  });
});
