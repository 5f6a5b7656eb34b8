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

  it("says 'Error al cargar los detalles' when the sale cannot be loaded", async () => {
    mockApiRoutes({ [detailsPath]: () => errorReply(500, 'INTERNAL_ERROR', 'Error del servidor.') });
    renderWithProviders(<SaleDetailsDialog saleId={SALE_ID} onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar los detalles');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
