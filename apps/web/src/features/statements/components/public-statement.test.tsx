import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TClientStatement } from '@cuadre/shared/clients/statement-schemas';
import { resetAppStore } from '@/testing/app-store';
import { errorReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { PublicStatement } from './public-statement';

// Decision record 030: the statement a reminder links to, opened by the client with no account.

/** A component test renders and waits for React: on a loaded machine that takes its time. */
const TIMEOUT = 30_000;

const TOKEN = 'Q2VzdGEtZGUtcGFuLWRlbC1sdW5lcw';

const STATEMENT: TClientStatement = {
  client: { id: 'client-luisa', name: 'Luisa Mora', phone: '0414-1234567', taxId: 'V-12345678' },
  shopName: 'Bodega La Esquina',
  entries: [
    // Paid in full by the abono below: its due date is not worth saying.
    {
      kind: 'SALE',
      id: 'sale-1',
      at: '2026-10-01T15:00:00.000Z',
      receiptNumber: 11,
      amount: 5,
      balanceAfter: 5,
      dueDate: '2026-10-16',
    },
    {
      kind: 'PAYMENT',
      id: 'payment-1',
      at: '2026-10-05T15:00:00.000Z',
      receiptNumber: 11,
      amount: 5,
      balanceAfter: 0,
      method: 'PAGO_MOVIL',
      currency: 'VES',
      amountInCurrency: 1000,
      igtf: 0,
    },
    {
      kind: 'SALE',
      id: 'sale-2',
      at: '2026-11-02T15:00:00.000Z',
      receiptNumber: 12,
      amount: 10,
      balanceAfter: 10,
      dueDate: '2026-11-17',
    },
    {
      kind: 'SALE',
      id: 'sale-3',
      at: '2026-11-20T15:00:00.000Z',
      receiptNumber: 13,
      amount: 4,
      balanceAfter: 14,
      dueDate: '2026-12-05',
    },
    {
      kind: 'RETURN',
      id: 'return-1',
      at: '2026-11-21T15:00:00.000Z',
      receiptNumber: 13,
      amount: 1.5,
      balanceAfter: 12.5,
      returned: 1.5,
      refund: null,
    },
  ],
  olderEntries: 0,
  openingBalance: 0,
  balance: 12.5,
  todayRate: { rate: 245.668, validFor: '2026-11-29' },
};

beforeEach(() => {
  // No session: the client opening the link has no account.
  resetAppStore();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T16:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the public statement page', () => {
  it(
    'shows the shop, the client, the balance in USD and Bs., and every entry with what is still due',
    async () => {
      const calls = mockApiRoutes({
        [`GET /public/statements/${TOKEN}`]: () => ({ body: { data: STATEMENT } }),
      });
      renderWithProviders(<PublicStatement token={TOKEN} />);

      const balance = await screen.findByRole('region', { name: 'Saldo pendiente' });
      expect(balance).toHaveTextContent('Bodega La Esquina');
      expect(balance).toHaveTextContent('Cliente: Luisa Mora · V-12345678');
      expect(within(balance).getByText('$12.50')).toBeInTheDocument();
      // 12.50 × 245,668 = 3.070,85
      expect(within(balance).getByText('Bs. 3.070,85')).toBeInTheDocument();
      expect(balance).toHaveTextContent('Tasa BCV de hoy: Bs. 245,668 (Fecha Valor 29/11/2026)');

      const entries = within(screen.getByRole('region', { name: 'Movimientos' })).getAllByRole('listitem');
      expect(entries).toHaveLength(5);
      const [paidSale, payment, lateSale, saleNotYetDue, returned] = entries;
      expect(paidSale).toHaveTextContent('Venta N° 000011');
      expect(paidSale).not.toHaveTextContent(/Venc/);
      expect(payment).toHaveTextContent('Abono Pago Móvil (N° 000011)');
      expect(payment).toHaveTextContent('-Bs. 1.000,00');
      expect(payment).toHaveTextContent('Equivale a -$5.00');
      expect(lateSale).toHaveTextContent('Venta N° 000012');
      expect(lateSale).toHaveTextContent('Vencida · 12 días');
      expect(saleNotYetDue).toHaveTextContent('Vence el 05/12/2026');
      expect(returned).toHaveTextContent('Devolución (N° 000013)');
      expect(returned).toHaveTextContent('Saldo: $12.50 · Bs. 3.070,85');
      expect(calls.map((call) => call.path)).toEqual([`/public/statements/${TOKEN}`]);
      expect(calls[0]?.headers.get('Authorization')).toBeNull();
    },
    TIMEOUT,
  );

  it(
    'says the link is not valid or was revoked',
    async () => {
      mockApiRoutes({
        [`GET /public/statements/${TOKEN}`]: () => errorReply(404, 'NOT_FOUND', 'Enlace no encontrado.'),
      });
      renderWithProviders(<PublicStatement token={TOKEN} />);
      expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace no es válido o fue revocado.');
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    },
    TIMEOUT,
  );
});
