import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSaleReturn } from '@cuadre/shared/returns/schemas';
import type { TSaleDetails, TSaleDetailsItem } from '@cuadre/shared/sales/schemas';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes, type TApiCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { ReturnForm } from './return-form';
import { paidSaleDetails, SALE_ID } from './sale-details-testing';

// Design §13: part of a weighed line comes back to the gram ("0,25" of 0,75 kg); a line sold by the unit stays whole.

const QUESO: TSaleDetailsItem = {
  id: 'q1',
  productId: 'p9',
  name: 'Queso blanco',
  quantity: 0.75,
  unit: 'KG',
  price: 8,
  discount: 0,
  product: { id: 'p9', name: 'Queso blanco' },
  hasProductInfo: true,
  cost: 5,
  totalCost: 3.75,
  profit: 2.25,
  profitPerUnit: 3,
};

const earlierReturn: TSaleReturn = {
  id: 'r0',
  saleId: SALE_ID,
  restock: true,
  total: 2,
  credit: 0,
  refund: { method: 'CASH', currency: 'USD', amountInCurrency: 2, amount: 2, exchangeRate: null },
  cashSessionId: null,
  lines: [
    { saleItemId: 'q1', productId: 'p9', name: 'Queso blanco', quantity: 0.25, unit: 'KG', unitPrice: 8 },
  ],
  createdAt: '2025-07-02T16:00:00.000Z',
};

const returnsPath = `POST /sales/${SALE_ID}/returns`;
const quantityOf = (name: string) => screen.getByLabelText(`Cantidad a devolver de ${name}`);
const submitButton = () => screen.getByRole('button', { name: 'Registrar devolución' });
const posts = (calls: TApiCall[]) => calls.filter((call) => call.method === 'POST');

function renderForm(sale: Partial<TSaleDetails>) {
  renderWithProviders(
    <ReturnForm sale={paidSaleDetails({ total: 6, totalPaid: 6, ...sale })} onDone={vi.fn()} />,
  );
}

describe('a weighed line in the return form (design §13)', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser({ country: null, currency: null }));
  });

  it('sends 0.25 for "0,25" kg typed with a comma, and refunds what it was sold for', async () => {
    const user = userEvent.setup();
    const calls = mockApiRoutes({ [returnsPath]: () => ({ status: 201, body: { data: earlierReturn } }) });
    renderForm({ items: [QUESO] });
    expect(screen.getByText('$8.00 /kg · Vendidos: 0,75 kg · Por devolver: 0,75 kg')).toBeInTheDocument();
    expect(quantityOf('Queso blanco')).toHaveAttribute('inputmode', 'decimal');

    await user.type(quantityOf('Queso blanco'), '0,25');
    expect(quantityOf('Queso blanco')).toHaveValue('0,25');
    expect(screen.getByText('Total devuelto').nextSibling).toHaveTextContent('$2.00');
    await user.click(submitButton());
    await screen.findByText('Devolución registrada.');
    expect(posts(calls)[0]?.body).toMatchObject({
      lines: [{ saleItemId: 'q1', quantity: 0.25 }],
      refund: { method: 'CASH', currency: 'USD', amount: 2 },
    });
  });

  it('offers what is left after an earlier return, lowers more to it, and sends nothing it cannot read', async () => {
    const user = userEvent.setup();
    const calls = mockApiRoutes({});
    renderForm({ items: [QUESO], returns: [earlierReturn] });
    expect(screen.getByText(/Por devolver: 0,5 kg/)).toBeInTheDocument();

    await user.type(quantityOf('Queso blanco'), '0,6');
    expect(quantityOf('Queso blanco')).toHaveValue('0,5');

    await user.clear(quantityOf('Queso blanco'));
    await user.type(quantityOf('Queso blanco'), '0,1234');
    expect(screen.getByText('Usa como máximo 3 decimales.')).toBeInTheDocument();
    expect(quantityOf('Queso blanco')).toBeInvalid();
    expect(submitButton()).toBeDisabled();

    // The buttons move by 1 kg and stop at 0 and at what is left.
    await user.click(screen.getByRole('button', { name: '1 kg más de Queso blanco' }));
    expect(quantityOf('Queso blanco')).toHaveValue('0,5');
    expect(submitButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '1 kg menos de Queso blanco' }));
    expect(quantityOf('Queso blanco')).toHaveValue('0');
    expect(posts(calls)).toHaveLength(0);
  });
});
