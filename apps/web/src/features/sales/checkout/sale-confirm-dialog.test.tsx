import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAppStore } from '@/testing/app-store';
import { renderWithProviders } from '@/testing/render';
import { SaleConfirmDialog, type TSaleSummary } from './sale-confirm-dialog';

const credit: TSaleSummary = {
  lines: [{ key: 'p1', name: 'Harina PAN', quantity: 1, unit: 'UNIT', subtotal: 2 }],
  total: 2,
  status: 'PENDING',
  paymentMethod: 'CASH',
  clientName: 'Luisa Mora',
  initialPayment: undefined,
  payments: null,
  igtf: null,
  change: null,
};

function show(summary: TSaleSummary) {
  renderWithProviders(
    <SaleConfirmDialog summary={summary} isPending={false} onConfirm={() => {}} onCancel={() => {}} />,
  );
  return screen.getByRole('alertdialog', { name: 'Confirmar Venta' });
}

beforeEach(() => {
  resetAppStore();
});

describe('SaleConfirmDialog', () => {
  it('a credit sale with nothing paid names no payment method: the client pays nothing today', () => {
    const dialog = show(credit);
    expect(dialog).toHaveTextContent('EstadoPendiente');
    expect(dialog).toHaveTextContent('Abono inicialSin abono');
    expect(dialog).not.toHaveTextContent('Método de pago');
    expect(dialog).not.toHaveTextContent('Efectivo');
  });

  it('a credit sale with an initial payment names the method it is paid with', () => {
    const dialog = show({ ...credit, paymentMethod: 'TRANSFER', initialPayment: 1 });
    expect(dialog).toHaveTextContent('Método de pagoTransferencia');
    expect(dialog).toHaveTextContent('Abono inicial$1.00');
  });

  it('a paid sale names its method', () => {
    const dialog = show({ ...credit, status: 'PAID', clientName: null });
    expect(dialog).toHaveTextContent('Método de pagoEfectivo');
    expect(dialog).not.toHaveTextContent('Abono inicial');
  });
});
