import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DECIMAL_INPUT_MESSAGES } from '@cuadre/shared/money/decimal-input';
import { useAppStore } from '@/stores/app-store';
import { confirmSale, HARINA, renderCart, saleCalls, setUpCartTests, total } from './cart-testing';

setUpCartTests();

describe('extra charges (spec §5)', () => {
  it('parses commas and dots, strips other characters and keeps only named charges above 0', async () => {
    const user = renderCart([HARINA]);
    const addCharge = screen.getByRole('button', { name: 'Añadir cargo' });
    await user.click(addCharge);
    await user.type(screen.getByRole('textbox', { name: 'Nombre del cargo 1' }), 'Envío');
    await user.type(screen.getByRole('textbox', { name: /Monto del cargo 1/ }), '$1.234,56');
    await user.click(addCharge);
    // No name: dropped.
    await user.type(screen.getByRole('textbox', { name: /Monto del cargo 2/ }), '5');
    await user.click(addCharge);
    await user.type(screen.getByRole('textbox', { name: 'Nombre del cargo 3' }), 'Bolsa');
    // Nothing numeric: 0, dropped.
    await user.type(screen.getByRole('textbox', { name: /Monto del cargo 3/ }), 'gratis');
    await user.click(addCharge);
    await user.type(screen.getByRole('textbox', { name: 'Nombre del cargo 4' }), 'Empaque');
    await user.type(screen.getByRole('textbox', { name: /Monto del cargo 4/ }), '2,5');

    expect(total()).toHaveTextContent('$1,247.06');
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({
      items: [
        { productId: HARINA.productId, quantity: 1, price: 10 },
        { name: 'Envío', quantity: 1, price: 1234.56 },
        { name: 'Empaque', quantity: 1, price: 2.5 },
      ],
    });
  });
});

describe('extra charges typed the Venezuelan way', () => {
  it('reads "245,67" as 245.67 and says what it will charge', async () => {
    const user = renderCart([HARINA]);
    await user.click(screen.getByRole('button', { name: 'Añadir cargo' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre del cargo 1' }), 'Envío');
    const amount = screen.getByRole('textbox', { name: /Monto del cargo 1/ });
    await user.type(amount, '245,67');
    expect(screen.getByText('Se guardará: $245.67')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription('Se guardará: $245.67');
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({
      items: [
        { productId: HARINA.productId, quantity: 1, price: 10 },
        { name: 'Envío', quantity: 1, price: 245.67 },
      ],
    });
  });

  it('refuses a sale with a charge of "1.234" (thousands or decimals?) and says why, under it and in the banner', async () => {
    const user = renderCart([HARINA]);
    await user.click(screen.getByRole('button', { name: 'Añadir cargo' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre del cargo 1' }), 'Envío');
    const amount = screen.getByRole('textbox', { name: /Monto del cargo 1/ });
    await user.type(amount, '1.234');
    await user.click(screen.getByRole('button', { name: 'Realizar Venta' }));
    const message = DECIMAL_INPUT_MESSAGES.ambiguous('1.234', '1234', '.', 2);
    expect(screen.getByRole('alert')).toHaveTextContent(`Envío: ${message}`);
    expect(amount).toHaveAccessibleDescription(message);
    expect(amount).toBeInvalid();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Not counted in the total either.
    expect(total()).toHaveTextContent('$10.00');
    expect(saleCalls()).toHaveLength(0);
  });

  it('in VES mode says the bolívars and their dollars', async () => {
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 40 });
    const user = renderCart([HARINA]);
    await user.click(screen.getByRole('button', { name: 'Añadir cargo' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre del cargo 1' }), 'Envío');
    await user.type(screen.getByRole('textbox', { name: /Monto del cargo 1/ }), '1.234,56');
    expect(screen.getByText('Se guardará: Bs. 1.234,56 · Equivale a $30.86')).toBeInTheDocument();
  });
});

describe('extra charges across a currency switch', () => {
  it('keeps a charge typed in dollars worth the same when the seller switches to bolívars and back', async () => {
    useAppStore.setState({
      user: {
        id: 'u1',
        email: 'ana@example.com',
        name: 'Ana',
        lastname: null,
        country: 'Venezuela',
        currency: 'VES',
        currencySymbol: 'Bs.',
        role: 'USER',
      },
      dollarRate: 36.5,
      currencyMode: 'USD',
    });
    const user = renderCart([HARINA]);
    await user.click(screen.getByRole('button', { name: 'Añadir cargo' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre del cargo 1' }), 'Delivery');
    await user.type(screen.getByRole('textbox', { name: /Monto del cargo 1/ }), '2');
    expect(total()).toHaveTextContent('$12.00');
    act(() => useAppStore.setState({ currencyMode: 'VES' }));
    expect(screen.getByRole('textbox', { name: /Monto del cargo 1/ })).toHaveValue('73.00');
    expect(total()).toHaveTextContent('Bs. 438,00');
    act(() => useAppStore.setState({ currencyMode: 'USD' }));
    expect(screen.getByRole('textbox', { name: /Monto del cargo 1/ })).toHaveValue('2.00');
    expect(total()).toHaveTextContent('$12.00');
  });
});
