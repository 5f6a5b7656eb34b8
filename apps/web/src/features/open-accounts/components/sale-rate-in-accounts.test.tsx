import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { openAccount } from '../testing';
import { OpenAccountCard } from './open-account-card';
import { accountShareText } from './share-account';

// Design §10: in an open account each sale's bolívares are at its own rate, and a payment in
// bolívares is shown as handed over.

function accountWithRates() {
  const account = openAccount();
  const [sale] = account.sales;
  if (!sale) throw new Error('sample account without a sale');
  return openAccount({
    sales: [
      {
        ...sale,
        exchangeRate: 245.6789,
        exchangeRateDate: '2026-03-10',
        payments: [
          {
            id: 'pay1',
            saleId: sale.id,
            amount: 0.41,
            method: 'PAGO_MOVIL',
            referenceNumber: '0412',
            currency: 'VES',
            amountInCurrency: 100,
            exchangeRate: 245.6789,
            igtfAmount: 0,
            createdAt: '2026-03-10T15:00:00.000Z',
          },
        ],
      },
    ],
    totalAmount: 1250,
    totalPaidOnThisAccount: 0.41,
    totalOwed: 1249.59,
  });
}

describe('an open account in VES mode (today Bs. 300)', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser());
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 300 });
  });

  it("shows a sale's total at its own rate, says which, and a Bs. 100,00 payment as Bs. 100,00", () => {
    mockApiRoutes({});
    renderWithProviders(<OpenAccountCard account={accountWithRates()} />);
    const sale = screen.getByText('Venta N° 000007').closest('li');
    if (!sale) throw new Error('no sale');
    // $1,250 × 245,6789 = Bs. 307.098,63 (today's rate would say Bs. 375.000,00).
    expect(within(sale).getAllByText('Bs. 307.098,63').length).toBeGreaterThan(0);
    expect(sale).toHaveTextContent('a Bs. 245,6789 (tasa del 10/03/2026)');
    expect(sale).toHaveTextContent('Pago Móvil');
    expect(sale).toHaveTextContent('Bs. 100,00');
  });

  it('says the Bs. 100,00 abono was paid, not its rounded $0.41 at today’s rate (Bs. 123,00)', () => {
    mockApiRoutes({});
    renderWithProviders(<OpenAccountCard account={accountWithRates()} />);
    const paid = screen.getByText('Total pagado').closest('div');
    if (!paid) throw new Error('no Total pagado');
    expect(paid).toHaveTextContent('Bs. 100,00');
  });

  it('the shared summary says the same', () => {
    const text = accountShareText(accountWithRates(), { mode: 'VES', rate: 300 });
    expect(text).toContain('Total pagado: Bs. 100,00');
    expect(text).toContain('Total de la venta: Bs. 307.098,63 a Bs. 245,6789 (tasa del 10/03/2026)');
    expect(text).toContain('- Pago Móvil: Bs. 100,00');
  });
});
