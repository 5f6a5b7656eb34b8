import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { SaleDetailsDialog } from './sale-details-dialog';
import { pendingSaleDetails, SALE_ID } from './sale-details-testing';

const detailsPath = `GET /sales/${SALE_ID}/payments`;

describe('SaleDetailsDialog', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser({ country: null, currency: null }));
  });

  it('shows cost and profit for known products, the custom-item note, and the payments', async () => {
    mockApiRoutes({ [detailsPath]: () => ({ body: { data: pendingSaleDetails() } }) });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Detalles de la Venta' });
    expect(dialog).toHaveTextContent('Venta #0190f0a1');

    const items = within(await within(dialog).findByRole('region', { name: 'Productos' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Harina PAN');
    expect(items[0]).toHaveTextContent('Costo:$18.00 (total $36.00)');
    expect(items[0]).toHaveTextContent('Ganancia:$9.00');
    expect(items[0]).toHaveTextContent('Ganancia por unidad:$4.50');
    expect(items[1]).toHaveTextContent('Delivery');
    expect(items[1]).toHaveTextContent('Producto personalizado - Sin información de costo');
    expect(items[1]).not.toHaveTextContent('Ganancia');

    const payments = within(dialog).getByRole('region', { name: 'Abonos' });
    expect(payments).toHaveTextContent('Transferencia');
    expect(payments).toHaveTextContent('$10.00');
    expect(payments).toHaveTextContent('Ref. REF-7');
    expect(within(dialog).getByText('Saldo pendiente').nextSibling).toHaveTextContent('$40.00');
    expect(within(dialog).getByRole('form', { name: 'Agregar abono' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ver recibo N° 000007' })).toHaveAttribute(
      'href',
      `/dashboard/sales/${SALE_ID}/recibo`,
    );
  });

  it('offers no instalment entry on a PAID sale', async () => {
    mockApiRoutes({
      [detailsPath]: () => ({
        body: { data: pendingSaleDetails({ status: 'PAID', totalPaid: 50, balance: 0 }) },
      }),
    });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    expect(await screen.findByText('Pagada')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Agregar abono' })).not.toBeInTheDocument();
  });

  it('refreshes the sale after an instalment: the last one leaves it PAID', async () => {
    const user = userEvent.setup();
    let paid = false;
    mockApiRoutes({
      [detailsPath]: () => ({
        body: {
          data: paid
            ? pendingSaleDetails({ status: 'PAID', totalPaid: 50, balance: 0 })
            : pendingSaleDetails(),
        },
      }),
      'POST /payments': () => {
        paid = true;
        return {
          status: 201,
          body: {
            data: {
              id: 'pay2',
              saleId: SALE_ID,
              amount: 40,
              method: 'CASH',
              referenceNumber: null,
              createdAt: '2025-07-03T15:00:00.000Z',
            },
          },
        };
      },
    });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    await user.type(await screen.findByLabelText('Monto del abono'), '40');
    await user.click(screen.getByRole('button', { name: 'Confirmar abono' }));
    expect(await screen.findByText('Pagada')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Agregar abono' })).not.toBeInTheDocument();
    expect(await screen.findByText('Abono agregado con éxito.')).toBeInTheDocument();
  });

  it('shows the IGTF, the change in bolívares and each payment as handed over', async () => {
    // $10 sale: $5 in cash with 3 % IGTF pays off $4.85 (+ $0.15); Bs. 1.300 pay the other $5.15 at 245,6789
    // (Bs. 1.265,25), and Bs. 34,75 go back.
    const sale = pendingSaleDetails({
      status: 'PAID',
      total: 10,
      totalPaid: 10,
      balance: 0,
      exchangeRate: 245.6789,
      exchangeRateDate: '2026-03-10',
      igtfTotal: 0.15,
      change: { currency: 'VES', amount: 34.75 },
      payments: [
        {
          id: 'pay1',
          saleId: SALE_ID,
          amount: 4.85,
          method: 'CASH',
          referenceNumber: null,
          currency: 'USD',
          amountInCurrency: 5,
          exchangeRate: null,
          igtfAmount: 0.15,
          createdAt: '2026-03-10T15:00:00.000Z',
        },
        {
          id: 'pay2',
          saleId: SALE_ID,
          amount: 5.15,
          method: 'PAGO_MOVIL',
          referenceNumber: '0412-7788',
          currency: 'VES',
          amountInCurrency: 1300,
          exchangeRate: 245.6789,
          igtfAmount: 0,
          createdAt: '2026-03-10T15:00:00.000Z',
        },
      ],
    });
    mockApiRoutes({ [detailsPath]: () => ({ body: { data: sale } }) });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Detalles de la Venta' });
    expect((await within(dialog).findByText('IGTF')).nextSibling).toHaveTextContent('$0.15');
    expect(within(dialog).getByText('Vuelto').nextSibling).toHaveTextContent('Bs. 34,75');
    const [cash, pagoMovil] = within(within(dialog).getByRole('region', { name: 'Abonos' })).getAllByRole(
      'listitem',
    );
    expect(cash).toHaveTextContent('Efectivo');
    expect(cash).toHaveTextContent('$5.00 (= $4.85)');
    expect(cash).toHaveTextContent('IGTF: $0.15');
    expect(pagoMovil).toHaveTextContent('Pago Móvil');
    expect(pagoMovil).toHaveTextContent('Bs. 1.300,00 (= $5.15)');
    expect(pagoMovil).toHaveTextContent('Ref. 0412-7788');
    expect(pagoMovil).not.toHaveTextContent('IGTF');
  });

  it('shows change in dollars as dollars, and neither line when there is none', async () => {
    mockApiRoutes({
      [detailsPath]: () => ({
        body: {
          data: pendingSaleDetails({
            status: 'PAID',
            totalPaid: 50,
            balance: 0,
            change: { currency: 'USD', amount: 9.7 },
          }),
        },
      }),
    });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    expect((await screen.findByText('Vuelto')).nextSibling).toHaveTextContent('$9.70');
    expect(screen.queryByText('IGTF')).not.toBeInTheDocument();
  });

  it('shows no IGTF or Vuelto line on a sale without them', async () => {
    mockApiRoutes({ [detailsPath]: () => ({ body: { data: pendingSaleDetails() } }) });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    expect(await screen.findByText('Saldo pendiente')).toBeInTheDocument();
    expect(screen.queryByText('IGTF')).not.toBeInTheDocument();
    expect(screen.queryByText('Vuelto')).not.toBeInTheDocument();
  });

  it("names the sale's till: 'Ver caja' opens its report", async () => {
    const user = userEvent.setup();
    const tillId = '0190f0a1-eeee-7000-8000-000000000003';
    mockApiRoutes({
      [detailsPath]: () => ({ body: { data: pendingSaleDetails({ cashSessionId: tillId }) } }),
    });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />, { pattern: '*' });
    await user.click(await screen.findByRole('link', { name: 'Ver caja' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/dashboard/caja/${tillId}`);
  });

  it("says 'Sin caja' for a sale made with no till open", async () => {
    mockApiRoutes({ [detailsPath]: () => ({ body: { data: pendingSaleDetails() } }) });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Detalles de la Venta' });
    expect(await within(dialog).findByText('Sin caja')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Ver caja' })).not.toBeInTheDocument();
  });

  it('says who sold it when it was someone else, and nothing of the kind for one’s own sale', async () => {
    const me = sessionUser().id;
    let sale = pendingSaleDetails({ memberId: 'cashier-1', memberName: 'Yusmary Pérez' });
    mockApiRoutes({ [detailsPath]: () => ({ body: { data: sale } }) });
    const { unmount } = renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Detalles de la Venta' });
    expect(await within(dialog).findByText('Yusmary Pérez')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Vendido por: Yusmary Pérez');
    unmount();

    sale = pendingSaleDetails({ memberId: me, memberName: 'Carmen Rojas' });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    const own = screen.getByRole('dialog', { name: 'Detalles de la Venta' });
    expect(await within(own).findByText('Sin caja')).toBeInTheDocument();
    expect(own).not.toHaveTextContent('Vendido por');
  });

  it("says 'Error al cargar los detalles' when the sale cannot be loaded", async () => {
    mockApiRoutes({ [detailsPath]: () => errorReply(500, 'INTERNAL_ERROR', 'Error del servidor.') });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los detalles');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('says the list the sale was priced with, each discount with its reason, and the IVA (decision records 031, 032)', async () => {
    const details = pendingSaleDetails({
      priceListName: 'Mayor',
      discountTotal: 1.5,
      discounts: [
        { line: 0, kind: 'PERCENT', value: 5, reason: 'Cliente fiel', amount: 0.5 },
        { line: null, kind: 'AMOUNT', value: 1, reason: 'Redondeo', amount: 1 },
      ],
      taxTotal: 0.8,
    });
    mockApiRoutes({ [detailsPath]: () => ({ body: { data: details } }) });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Detalles de la Venta' });
    const items = await within(dialog).findByRole('region', { name: 'Productos' });
    expect(items).toHaveTextContent('Precios: Mayor');
    const discounts = within(items).getAllByRole('listitem').slice(-2);
    expect(discounts[0]).toHaveTextContent('Descuento 5 % (Cliente fiel) · Harina PAN−$0.50');
    expect(discounts[1]).toHaveTextContent('Descuento $1.00 (Redondeo)−$1.00');
    expect(within(dialog).getByText('Descuentos').nextSibling).toHaveTextContent('−$1.50');
    expect(within(dialog).getByText('IVA').nextSibling).toHaveTextContent('$0.80');
  });
});
