import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { useAppStore } from '@/stores/app-store';
import { setSession } from '@/testing/app-store';
import { sessionUser, validToken } from '@/testing/tokens';
import { TENDER_TEXTS } from './tender-panel';
import {
  addRow,
  CLIENT,
  confirmSale,
  HARINA,
  openConfirmation,
  refusedWith,
  renderCart,
  saleCalls,
  serve,
  setUpTenderTests,
  tenderStatus,
} from './tender-testing';

// Design §10: the cart's cobro — payments in their currency, IGTF, change.

setUpTenderTests();

describe('new methods in the spec’s select', () => {
  it('sends Pago Móvil as one payment of the total in bolívares at the rate, with its reference', async () => {
    const user = await renderCart();
    await user.selectOptions(screen.getByLabelText('Método de pago'), 'Pago Móvil');
    expect(screen.getByLabelText('Método de pago')).toHaveAccessibleDescription('Se registra: Bs. 2.456,79');
    await refusedWith(user, VALIDATION.paymentReferenceRequired('Pago Móvil'));
    await user.type(screen.getByLabelText('Número de referencia (opcional)'), '0412');
    const dialog = await openConfirmation(user);
    expect(within(dialog).getByRole('list', { name: 'Pagos' })).toHaveTextContent(
      'Pago Móvil: Bs. 2.456,79 · Ref. 0412',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toEqual({
      items: [{ productId: HARINA.productId, quantity: 1, price: 10 }],
      status: 'PAID',
      paymentMethod: 'PAGO_MOVIL',
      payments: [{ method: 'PAGO_MOVIL', currency: 'VES', amount: 2456.79, referenceNumber: '0412' }],
    });
  });

  it('keeps the spec’s payload for Efectivo, and offers no Pago Móvil nor cobro to a seller without bolívares', async () => {
    setSession(validToken(), sessionUser({ country: 'Colombia', currency: 'COP', currencySymbol: '$' }));
    const user = await renderCart();
    expect(screen.queryByRole('button', { name: TENDER_TEXTS.split })).not.toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Método de pago'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).not.toContain('Pago Móvil');
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toEqual({
      items: [{ productId: HARINA.productId, quantity: 1, price: 10 }],
      status: 'PAID',
      paymentMethod: 'CASH',
    });
  });
});

describe('IGTF (3 %)', () => {
  beforeEach(() => serve({ igtfRate: 3 }));

  it('shows its own line and the total to collect on the spec’s dollar payment, which is sent as the spec says', async () => {
    const user = await renderCart();
    expect(await screen.findByText('IGTF (3 %)')).toBeInTheDocument();
    expect(screen.getByText('IGTF (3 %)').nextSibling).toHaveTextContent('$0.30');
    expect(screen.getByText('Total a cobrar').nextSibling).toHaveTextContent('$10.30');
    const dialog = await openConfirmation(user);
    expect(within(dialog).getByText('IGTF (3 %)').nextSibling).toHaveTextContent('$0.30');
    expect(within(dialog).getByText('Total a cobrar').nextSibling).toHaveTextContent('$10.30');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toEqual({
      items: [{ productId: HARINA.productId, quantity: 1, price: 10 }],
      status: 'PAID',
      paymentMethod: 'CASH',
    });
  });

  it('says what a dollar payment must bring with its IGTF, and takes none on bolívares', async () => {
    const user = await renderCart();
    await screen.findByText('IGTF (3 %)');
    await addRow(user, { amount: '10' });
    // $10 in dollars pay off $9.71 and its IGTF of $0.29.
    expect(tenderStatus()).toHaveTextContent('Falta: $0.29 · Bs. 71,25 · en dólares con IGTF: $0.30');
    await refusedWith(user, VALIDATION.salePaymentsShort('$0.29'));
    await user.clear(screen.getByLabelText(TENDER_TEXTS.amount(1)));
    await user.type(screen.getByLabelText(TENDER_TEXTS.amount(1)), '5');
    await addRow(user, { method: 'Efectivo', amount: '1.300,00' });
    // $5 pay off $4.85 and its IGTF of $0.15; the rest, Bs. 1.265,25 in cash, leaves Bs. 34,75.
    expect(tenderStatus()).toHaveTextContent('Vuelto: Bs. 34,75');
    expect(screen.getByText('IGTF (3 %)').nextSibling).toHaveTextContent('$0.15');
    expect(screen.getByText('Total a cobrar').nextSibling).toHaveTextContent('$10.15');
  });

  it('sends Zelle from the spec’s select as dollars with their IGTF', async () => {
    const user = await renderCart();
    await screen.findByText('IGTF (3 %)');
    await user.selectOptions(screen.getByLabelText('Método de pago'), 'Zelle');
    await user.type(screen.getByLabelText('Número de referencia (opcional)'), 'z-77');
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({
      payments: [{ method: 'ZELLE', currency: 'USD', amount: 10.3, referenceNumber: 'z-77' }],
    });
  });
});

describe('a PENDING sale’s rows are its initial payment', () => {
  it('hides the abono field while rows exist, sends them without it, and refuses rows that pay it all', async () => {
    useAppStore.setState({ selectedClient: CLIENT });
    const user = await renderCart();
    await user.selectOptions(screen.getByLabelText('Estado de la venta'), 'Pendiente');
    expect(screen.getByLabelText('Abono inicial (opcional)')).toBeInTheDocument();
    await addRow(user, { amount: '10' });
    expect(screen.queryByLabelText('Abono inicial (opcional)')).not.toBeInTheDocument();
    expect(tenderStatus()).toHaveTextContent(VALIDATION.saleInitialPaymentTooHigh);
    await refusedWith(user, VALIDATION.saleInitialPaymentTooHigh);

    await user.clear(screen.getByLabelText(TENDER_TEXTS.amount(1)));
    await user.type(screen.getByLabelText(TENDER_TEXTS.amount(1)), '4');
    expect(tenderStatus()).toHaveTextContent('Queda a deber: $6.00 · Bs. 1.474,07');
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toEqual({
      items: [{ productId: HARINA.productId, quantity: 1, price: 10 }],
      status: 'PENDING',
      clientId: CLIENT.id,
      paymentMethod: 'CASH',
      payments: [{ method: 'CASH', currency: 'USD', amount: 4 }],
    });
  });
});

describe('an abono by Pago Móvil typed in bolívares', () => {
  it('goes exactly as typed, not converted back from its rounded dollars', async () => {
    useAppStore.setState({ selectedClient: CLIENT, currencyMode: 'VES' });
    const user = await renderCart();
    await user.selectOptions(screen.getByLabelText('Estado de la venta'), 'Pendiente');
    await user.selectOptions(screen.getByLabelText('Método de pago'), 'Pago Móvil');
    await user.type(screen.getByLabelText('Número de referencia (opcional)'), '0412');
    // Bs. 1.000 at 245,6789 are $4.07, which converted back would be Bs. 999,91.
    await user.type(screen.getByLabelText('Abono inicial (opcional)'), '1000');
    expect(screen.getByLabelText('Método de pago')).toHaveAccessibleDescription('Se registra: Bs. 1.000,00');
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({
      status: 'PENDING',
      payments: [{ method: 'PAGO_MOVIL', currency: 'VES', amount: 1000, referenceNumber: '0412' }],
    });
  });
});

describe('the rate', () => {
  it('refuses bolívares without a rate, in the server’s words', async () => {
    const user = await renderCart();
    act(() => useAppStore.setState({ dollarRate: null }));
    await addRow(user, { currency: 'VES', amount: '100' });
    expect(tenderStatus()).toHaveTextContent(VALIDATION.salePaymentNeedsRate);
    await refusedWith(user, VALIDATION.salePaymentNeedsRate);
  });
});
