/** What the return form's tests share (design §13): an earlier return, the form on screen and its fields. */
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { TSaleReturn } from '@cuadre/shared/returns/schemas';
import type { TSaleDetails } from '@cuadre/shared/sales/schemas';
import type { TApiCall, TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { ReturnForm } from './return-form';
import { SALE_ID } from './sale-details-testing';

export const returnsPath = `POST /sales/${SALE_ID}/returns`;

/** An earlier return took 1 of the 2 Harina PAN: 1 Harina ($22.50) and the Delivery ($5) are left. */
export const earlierReturn: TSaleReturn = {
  id: 'r0',
  saleId: SALE_ID,
  restock: true,
  total: 22.5,
  credit: 0,
  refund: { method: 'CASH', currency: 'USD', amountInCurrency: 22.5, amount: 22.5, exchangeRate: null },
  cashSessionId: null,
  lines: [
    { saleItemId: 'i1', productId: 'p1', name: 'Harina PAN', quantity: 1, unit: 'UNIT', unitPrice: 22.5 },
  ],
  createdAt: '2025-07-02T16:00:00.000Z',
};

export const returnReply: TMockReply = { status: 201, body: { data: { ...earlierReturn, id: 'r1' } } };

export function renderForm(sale: TSaleDetails, onDone = vi.fn(), queryClient?: QueryClient) {
  renderWithProviders(<ReturnForm sale={sale} onDone={onDone} />, queryClient ? { queryClient } : {});
  return { onDone, form: screen.getByRole('form', { name: 'Devolver productos' }) };
}

export const quantityOf = (name: string) => screen.getByLabelText(`Cantidad a devolver de ${name}`);
export const submitButton = () => screen.getByRole('button', { name: 'Registrar devolución' });
export const amountField = () => screen.getByLabelText(/^Monto del reembolso/);
export const posts = (calls: TApiCall[]) => calls.filter((call) => call.method === 'POST');
