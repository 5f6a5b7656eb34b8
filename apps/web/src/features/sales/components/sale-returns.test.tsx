import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TSaleReturn } from '@cuadre/shared/returns/schemas';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { SaleDetailsDialog } from './sale-details-dialog';
import { paidSaleDetails, pendingSaleDetails, SALE_ID } from './sale-details-testing';

// Design §13: the sale never changes; its details list what came back and offer to return the rest.

const detailsPath = `GET /sales/${SALE_ID}/payments`;

const refunded: TSaleReturn = {
  id: 'r1',
  saleId: SALE_ID,
  restock: true,
  total: 10,
  credit: 0,
  refund: { method: 'PAGO_MOVIL', currency: 'VES', amountInCurrency: 2500, amount: 10, exchangeRate: 250 },
  cashSessionId: 'till-1',
  lines: [
    { saleItemId: 'i1', productId: 'p1', name: 'Harina PAN', quantity: 1, unit: 'UNIT', unitPrice: 22.5 },
  ],
  createdAt: '2025-07-03T15:00:00.000Z',
};

const credited: TSaleReturn = {
  id: 'r2',
  saleId: SALE_ID,
  restock: false,
  total: 4,
  credit: 4,
  refund: null,
  cashSessionId: null,
  lines: [{ saleItemId: 'i2', productId: null, name: 'Delivery', quantity: 1, unit: 'UNIT', unitPrice: 5 }],
  createdAt: '2025-07-04T15:00:00.000Z',
};

describe('the returns in the sale details', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser({ country: null, currency: null }));
  });

  it('lists each return: when, its lines, the refund or the credit, and Dañado when not restocked', async () => {
    mockApiRoutes({
      [detailsPath]: () => ({ body: { data: pendingSaleDetails({ returns: [refunded, credited] }) } }),
    });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    const section = await screen.findByRole('region', { name: 'Devoluciones' });
    const [first, second] = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === section.querySelector('ul'));
    expect(first).toHaveTextContent('1 × Harina PAN');
    expect(first).toHaveTextContent('Reembolso: Pago Móvil Bs. 2.500,00');
    expect(first).not.toHaveTextContent('Dañado');
    expect(second).toHaveTextContent('1 × Delivery');
    expect(second).toHaveTextContent('Abonado a la deuda: $4.00');
    expect(second).toHaveTextContent('Dañado');
    // One Harina PAN is still left to return.
    expect(screen.getByRole('button', { name: 'Devolver productos' })).toBeInTheDocument();
  });

  it('shows no returns section and no return button once everything came back', async () => {
    mockApiRoutes({
      [detailsPath]: () => ({
        body: {
          data: pendingSaleDetails({
            returns: [{ ...refunded, lines: [{ ...refunded.lines[0]!, quantity: 2 }] }, credited],
          }),
        },
      }),
    });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    expect(await screen.findByRole('region', { name: 'Devoluciones' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Devolver productos' })).not.toBeInTheDocument();
  });

  it('opens the form, and after the return the dialog lists it and closes the form', async () => {
    const user = userEvent.setup();
    let returns: TSaleReturn[] = [];
    mockApiRoutes({
      [detailsPath]: () => ({ body: { data: paidSaleDetails({ returns }) } }),
      [`POST /sales/${SALE_ID}/returns`]: () => {
        returns = [refunded];
        return { status: 201, body: { data: refunded } };
      },
    });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    expect(screen.queryByRole('region', { name: 'Devoluciones' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Devolver productos' }));
    const form = screen.getByRole('form', { name: 'Devolver productos' });
    await user.click(within(form).getByRole('button', { name: 'Uno más de Harina PAN' }));
    await user.click(within(form).getByRole('button', { name: 'Registrar devolución' }));

    const section = await screen.findByRole('region', { name: 'Devoluciones' });
    expect(section).toHaveTextContent('Reembolso: Pago Móvil Bs. 2.500,00');
    expect(screen.queryByRole('form', { name: 'Devolver productos' })).not.toBeInTheDocument();
    expect(screen.getByText('Devolución registrada.')).toBeInTheDocument();
  });

  it('Cancelar closes the form without sending anything', async () => {
    const user = userEvent.setup();
    const calls = mockApiRoutes({ [detailsPath]: () => ({ body: { data: pendingSaleDetails() } }) });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Devolver productos' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('form', { name: 'Devolver productos' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
