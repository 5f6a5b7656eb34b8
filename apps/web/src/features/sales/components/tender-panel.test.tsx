import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@cuadre/shared/common/constants';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { jsonResponse } from '@/testing/mock-api';
import { TENDER_TEXTS } from './tender-panel';
import {
  addRow,
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

describe('split tender', () => {
  it('$5 cash + Bs. 1.300 in cash: says what is missing in both currencies, then the change Bs. 71,61, and sends it as handed over', async () => {
    const user = await renderCart();
    await addRow(user, { amount: '5' });
    // The spec's single method and reference give way to the rows.
    expect(screen.queryByLabelText('Método de pago')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Número de referencia (opcional)')).not.toBeInTheDocument();
    expect(tenderStatus()).toHaveTextContent('Falta: $5.00 · Bs. 1.228,39');

    await addRow(user, { amount: '1.300,00', ref: '0412' });
    // The second row starts as the rest in bolívares by Pago Móvil, which gives no change.
    expect(screen.getByLabelText(TENDER_TEXTS.method(2))).toHaveDisplayValue('Pago Móvil');
    expect(screen.getByLabelText(TENDER_TEXTS.currency(2))).toHaveDisplayValue('Bolívares');
    expect(tenderStatus()).toHaveTextContent(VALIDATION.changeOnlyFromCash('Pago Móvil'));
    // Handed over in cash, the bolívares beyond the total are change.
    await user.selectOptions(screen.getByLabelText(TENDER_TEXTS.method(2)), 'Efectivo');
    expect(screen.getByLabelText(TENDER_TEXTS.currency(2))).toHaveDisplayValue('Bolívares');
    expect(tenderStatus()).toHaveTextContent('Vuelto: Bs. 71,61');

    const dialog = await openConfirmation(user);
    const payments = within(dialog).getByRole('list', { name: 'Pagos' });
    expect(payments).toHaveTextContent('Efectivo: $5.00');
    expect(payments).toHaveTextContent('Efectivo: Bs. 1.300,00');
    expect(within(dialog).getByText('Vuelto').nextSibling).toHaveTextContent('Bs. 71,61');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Venta' }));
    expect(await screen.findByRole('status')).toHaveTextContent('¡Venta creada con éxito!');
    expect(saleCalls()[0]?.body).toEqual({
      items: [{ productId: HARINA.productId, quantity: 1, price: 10 }],
      status: 'PAID',
      paymentMethod: 'CASH',
      payments: [
        { method: 'CASH', currency: 'USD', amount: 5 },
        { method: 'CASH', currency: 'VES', amount: 1300 },
      ],
      changeCurrency: 'VES',
    });
    // The next sale starts from the spec's fields again.
    expect(screen.getByLabelText('Método de pago')).toBeInTheDocument();
  });

  it('gives the change in dollars when the seller picks it', async () => {
    const user = await renderCart();
    await addRow(user, { amount: '5' });
    await addRow(user, { method: 'Efectivo', amount: '1300' });
    const changeIn = screen.getByRole('group', { name: TENDER_TEXTS.changeIn });
    await user.click(within(changeIn).getByRole('button', { name: 'Dólares' }));
    expect(within(changeIn).getByRole('button', { name: 'Dólares' })).toHaveAttribute('aria-pressed', 'true');
    expect(tenderStatus()).toHaveTextContent('Vuelto: $0.29');
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({ changeCurrency: 'USD' });
  });

  it('says before confirming that the drawer lacks the bolívares for the change, and lets it go in dollars', async () => {
    serve({ till: { USD: 0, VES: 500 } });
    const user = await renderCart();
    await addRow(user, { amount: '20' });
    expect(tenderStatus()).toHaveTextContent('Vuelto: $10.00');
    const changeIn = screen.getByRole('group', { name: TENDER_TEXTS.changeIn });
    await user.click(within(changeIn).getByRole('button', { name: 'Bolívares' }));
    // $10 at 245,6789 is Bs. 2.456,79; the drawer holds Bs. 500.
    const warning = VALIDATION.changeAboveTill('VES', 'Bs. 500,00');
    expect(tenderStatus()).toHaveTextContent(warning);
    await refusedWith(user, warning);
    await user.click(
      within(screen.getByRole('group', { name: TENDER_TEXTS.changeIn })).getByRole('button', {
        name: 'Dólares',
      }),
    );
    expect(tenderStatus()).not.toHaveTextContent(warning);
    await confirmSale(user);
    await screen.findByRole('status');
    expect(saleCalls()[0]?.body).toMatchObject({ changeCurrency: 'USD' });
  });

  it('offers a method only the currencies it takes, and asks the reference only where needed', async () => {
    const user = await renderCart();
    await addRow(user, { amount: '10' });
    const method = screen.getByLabelText(TENDER_TEXTS.method(1));
    const currency = screen.getByLabelText(TENDER_TEXTS.currency(1));
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dólares', 'Bolívares']);
    expect(screen.queryByLabelText(TENDER_TEXTS.reference(1))).not.toBeInTheDocument();
    await user.selectOptions(method, 'Zelle');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dólares']);
    expect(screen.getByLabelText(TENDER_TEXTS.reference(1))).toBeInTheDocument();
    await user.selectOptions(method, 'Tarjeta');
    expect(currency).toHaveDisplayValue('Bolívares');
    // Removing the last row brings the spec's fields back.
    await user.click(screen.getByRole('button', { name: TENDER_TEXTS.remove(1) }));
    expect(screen.getByLabelText('Método de pago')).toBeInTheDocument();
  });

  it('refuses before sending, with the server’s messages: short, a missing reference, a payment too many', async () => {
    const user = await renderCart();
    await addRow(user, { amount: '5' });
    await refusedWith(user, VALIDATION.salePaymentsShort('$5.00'));

    await addRow(user, { amount: '1.300,00' });
    await refusedWith(user, VALIDATION.paymentReferenceRequired('Pago Móvil'));
    expect(screen.getByLabelText(TENDER_TEXTS.reference(2))).toHaveAccessibleDescription(
      VALIDATION.paymentReferenceRequired('Pago Móvil'),
    );

    await user.type(screen.getByLabelText(TENDER_TEXTS.reference(2)), '0412');
    await addRow(user, { amount: '1' });
    expect(tenderStatus()).toHaveTextContent(VALIDATION.salePaymentNotNeeded);
    await refusedWith(user, VALIDATION.salePaymentNotNeeded);
  });

  it('a retry of the same split sale reuses its Idempotency-Key', async () => {
    // A server that answers with an error: a lost connection keeps the sale on the phone instead (cart.test.tsx).
    serve({
      sale: () =>
        Promise.resolve(
          jsonResponse(503, {
            statusCode: 503,
            code: 'SERVICE_UNAVAILABLE',
            message: 'Servicio no disponible',
          }),
        ),
    });
    const user = await renderCart();
    await addRow(user, { amount: '5' });
    await addRow(user, { method: 'Efectivo', amount: '1300' });
    await confirmSale(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error al crear la venta: /);
    serve();
    await confirmSale(user);
    expect(await screen.findByRole('status')).toHaveTextContent('¡Venta creada con éxito!');
    const [first, retry] = saleCalls();
    expect(retry?.body).toEqual(first?.body);
    expect(retry?.headers[IDEMPOTENCY_KEY_HEADER]).toBe(first?.headers[IDEMPOTENCY_KEY_HEADER]);
  });
});
