import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { listReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { setScreen } from '@/testing/screen-size';
import { sessionUser, validToken } from '@/testing/tokens';
import { InstalmentForm } from './instalment-form';
import { SaleDetailsDialog } from './sale-details-dialog';
import { pendingSaleDetails, SALE_ID } from './sale-details-testing';
import { RecentSales } from './recent-sales';
import { SalesHistory } from './sales-history';

// Design §10: a sale's bolívares at the rate it remembers; payments as handed over.

const detailsPath = `GET /sales/${SALE_ID}/payments`;

/** A Venezuelan seller in VES mode; today's rate is 300, the sale remembers 245,6789 of 10 March. */
function venezuelanInVesMode() {
  setSession(validToken(), sessionUser());
  useAppStore.setState({ currencyMode: 'VES', dollarRate: 300 });
}

const saleWithItsRate = pendingSaleDetails({
  exchangeRate: 245.6789,
  exchangeRateDate: '2026-03-10',
  payments: [
    {
      id: 'pay1',
      saleId: SALE_ID,
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
  totalPaid: 0.41,
  balance: 49.59,
});

describe('the sale details in VES mode', () => {
  beforeEach(() => {
    resetAppStore();
    venezuelanInVesMode();
  });

  it("shows the sale's bolívares at its own rate and says so; what is owed at today's", async () => {
    mockApiRoutes({ [detailsPath]: () => ({ body: { data: saleWithItsRate } }) });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Detalles de la Venta' });
    // $50 × 245,6789 = Bs. 12.283,95 (today's 300 would be Bs. 15.000,00).
    expect((await within(dialog).findByText('Total')).nextSibling).toHaveTextContent('Bs. 12.283,95');
    expect(dialog).toHaveTextContent('a Bs. 245,6789 (tasa del 10/03/2026)');
    // The balance still owed, at today's rate: $49.59 × 300.
    expect(within(dialog).getByText('Saldo pendiente').nextSibling).toHaveTextContent('Bs. 14.877,00');
  });

  it('A Bs. 100,00 payment is shown as Bs. 100,00, not a re-conversion of its $0.41', async () => {
    mockApiRoutes({ [detailsPath]: () => ({ body: { data: saleWithItsRate } }) });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    const payments = await screen.findByRole('region', { name: 'Abonos' });
    expect(payments).toHaveTextContent('Pago Móvil');
    expect(payments).toHaveTextContent('Bs. 100,00');
    expect(payments).toHaveTextContent('(= $0.41)');
    // $0.41 at either rate would be Bs. 100,73 or Bs. 123,00.
    expect(payments).not.toHaveTextContent('Bs. 100,73');
  });
});

describe('the instalment form in bolívares', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser());
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 245.6789 });
  });

  it('sends the bolívares as typed with currency VES and shows the dollars they count for', async () => {
    const user = userEvent.setup();
    const calls = mockApiRoutes({ 'POST /payments': () => ({ status: 201, body: { data: {} } }) });
    renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={10} />);
    expect(screen.getByLabelText('Moneda')).toHaveValue('VES');
    await user.type(screen.getByLabelText('Monto del abono (Bs.)'), '100');
    expect(screen.getByText(/Cuenta como \$0\.41 del saldo/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Método de pago'), 'Pago Móvil');
    // A reference is asked for Pago Móvil.
    expect(screen.getByRole('button', { name: 'Confirmar abono' })).toBeDisabled();
    await user.type(screen.getByLabelText('Referencia'), '0412-55');
    await user.click(screen.getByRole('button', { name: 'Confirmar abono' }));
    expect(await screen.findByText('Abono agregado con éxito.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')[0]?.body).toEqual({
      saleId: SALE_ID,
      amount: 100,
      method: 'PAGO_MOVIL',
      referenceNumber: '0412-55',
      currency: 'VES',
    });
  });

  it("'Pagar saldo completo' fills the balance in bolívares (Bs. 2.456,79 for $10 at 245,6789)", async () => {
    const user = userEvent.setup();
    mockApiRoutes({});
    renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={10} />);
    await user.click(screen.getByRole('button', { name: 'Pagar saldo completo' }));
    expect(screen.getByLabelText('Monto del abono (Bs.)')).toHaveValue('2456,79');
    expect(screen.getByText(/Cuenta como \$10\.00 del saldo/)).toBeInTheDocument();
  });

  it('charges no IGTF on bolívares, and shows it once the seller switches to dollars', async () => {
    const user = userEvent.setup();
    mockApiRoutes({
      'GET /users/me': () => ({
        body: { data: { ...sessionUser(), pendingEmail: null, igtfEnabled: true, igtfRate: 3 } },
      }),
    });
    renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={10} />);
    await user.type(screen.getByLabelText('Monto del abono (Bs.)'), '100');
    expect(await screen.findByText(/Cuenta como \$0\.41 del saldo/)).toBeInTheDocument();
    expect(screen.queryByText(/IGTF/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Moneda'), 'Dólares ($)');
    await user.type(screen.getByLabelText('Monto del abono'), '10');
    expect(await screen.findByText('IGTF (3 %): $0.30 · Total a cobrar: $10.30')).toBeInTheDocument();
  });

  it('offers only the methods that take the chosen currency', async () => {
    const user = userEvent.setup();
    mockApiRoutes({});
    renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={10} />);
    const options = () =>
      within(screen.getByLabelText('Método de pago'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options()).toEqual(['Efectivo', 'Tarjeta', 'Transferencia', 'Otro', 'Pago Móvil']);
    await user.selectOptions(screen.getByLabelText('Moneda'), 'USD');
    expect(options()).toEqual(['Efectivo', 'Tarjeta', 'Transferencia', 'Otro', 'Zelle']);
  });

  it("takes dollars and says 'Tasa del dólar no disponible' while today's rate has not arrived", async () => {
    useAppStore.setState({ dollarRate: null });
    mockApiRoutes({});
    renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={10} />);
    expect(screen.queryByLabelText('Moneda')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Monto del abono')).toHaveAccessibleDescription(
      'Monto en dólares Tasa del dólar no disponible',
    );
  });
});

describe('the sales history in VES mode', () => {
  beforeEach(() => {
    resetAppStore();
    venezuelanInVesMode();
  });

  it.each(['large', 'phone'] as const)(
    "shows each sale's total at its own rate and says so (%s screen)",
    async (size) => {
      setScreen(size);
      const { balance: _balance, ...details } = pendingSaleDetails();
      const sale = (id: string, exchangeRate: number | null, exchangeRateDate: string | null) => ({
        ...details,
        id,
        items: [],
        exchangeRate,
        exchangeRateDate,
      });
      mockApiRoutes({
        'GET /sales': () =>
          listReply([
            sale('0190f0a1-cccc-7000-8000-000000000001', 245.6789, '2026-03-10'),
            // A sale from before sales remembered their rate: today's (300).
            sale('0190f0a2-cccc-7000-8000-000000000002', null, null),
          ]),
      });
      renderWithProviders(<SalesHistory />);
      // $50 at 245,6789 and at today's 300.
      expect(await screen.findByText('Bs. 12.283,95')).toBeInTheDocument();
      expect(screen.getByText('Bs. 15.000,00')).toBeInTheDocument();
      expect(
        screen.getByText('En bolívares, cada venta a la tasa del día en que se hizo.'),
      ).toBeInTheDocument();
    },
  );
});

describe("the dashboard's latest sales in VES mode", () => {
  beforeEach(() => {
    resetAppStore();
    venezuelanInVesMode();
  });

  it("shows each sale's total at its own rate, and today's for a sale without one", async () => {
    const { balance: _balance, ...details } = pendingSaleDetails();
    mockApiRoutes({
      'GET /sales': () =>
        listReply([
          {
            ...details,
            id: '0190f0a1-cccc-7000-8000-000000000001',
            items: [],
            exchangeRate: 245.6789,
            exchangeRateDate: '2026-03-10',
          },
          {
            ...details,
            id: '0190f0a2-cccc-7000-8000-000000000002',
            items: [],
            exchangeRate: null,
            exchangeRateDate: null,
          },
        ]),
    });
    renderWithProviders(<RecentSales />);
    expect(await screen.findByText('Bs. 12.283,95')).toHaveAttribute(
      'title',
      'a Bs. 245,6789 (tasa del 10/03/2026)',
    );
    expect(screen.getByText('Bs. 15.000,00')).toBeInTheDocument();
  });
});
