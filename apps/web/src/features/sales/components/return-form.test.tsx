import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes } from '@/testing/mock-api';
import { sessionUser, validToken } from '@/testing/tokens';
import {
  amountField,
  earlierReturn,
  posts,
  quantityOf,
  renderForm,
  returnReply,
  returnsPath,
  submitButton,
} from './return-form-testing';
import { paidSaleDetails, pendingSaleDetails } from './sale-details-testing';

// Design §13: a return from the sale's details — never more than is left, a refund never above what
// comes back (bolívares at the sale's rate), a credit only against a balance, one key per attempt.

describe('ReturnForm, a seller in dollars', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser({ country: null, currency: null }));
  });

  it('offers what is left of each line and never lets more than that be asked for', async () => {
    const user = userEvent.setup();
    mockApiRoutes({});
    renderForm(
      pendingSaleDetails({
        returns: [{ ...earlierReturn, lines: [{ ...earlierReturn.lines[0]!, quantity: 2 }], total: 45 }],
      }),
    );
    // Both Harina PAN came back already: nothing to step, only the Delivery is left.
    expect(screen.getByText('Devuelto por completo')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cantidad a devolver de Harina PAN')).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.type(quantityOf('Delivery'), '7');
    expect(quantityOf('Delivery')).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Uno más de Delivery' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Uno menos de Delivery' }));
    expect(quantityOf('Delivery')).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Uno menos de Delivery' })).toBeDisabled();
  });

  it('prefills the refund with what comes back and sends the lines, restock and refund with a key', async () => {
    const user = userEvent.setup();
    const calls = mockApiRoutes({ [returnsPath]: () => returnReply });
    const { onDone } = renderForm(paidSaleDetails({ returns: [earlierReturn] }));
    expect(screen.getByText('Vendidos: 2 · Por devolver: 1', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Uno más de Harina PAN' }));
    await user.click(screen.getByRole('button', { name: 'Uno más de Delivery' }));
    expect(screen.getByText('Total devuelto').nextSibling).toHaveTextContent('$27.50');
    expect(amountField()).toHaveValue('27.5');
    // Dollars go back in cash, Otro or Zelle: no card or Pago Móvil refund in dollars (design §10).
    const methods = within(screen.getByLabelText('Método')).getAllByRole('option');
    expect(methods.map((option) => option.textContent)).toEqual(['Efectivo', 'Otro', 'Zelle']);
    await user.selectOptions(screen.getByLabelText('Método'), 'Zelle');
    await user.click(submitButton());

    expect(await screen.findByText('Devolución registrada.')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
    const sent = posts(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      lines: [
        { saleItemId: 'i1', quantity: 1 },
        { saleItemId: 'i2', quantity: 1 },
      ],
      restock: true,
      refund: { method: 'ZELLE', currency: 'USD', amount: 27.5 },
    });
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never refunds more than what comes back; a smaller refund goes as typed', async () => {
    const user = userEvent.setup();
    const calls = mockApiRoutes({ [returnsPath]: () => returnReply });
    renderForm(paidSaleDetails());
    await user.click(screen.getByRole('button', { name: 'Uno más de Delivery' }));
    await user.clear(amountField());
    await user.type(amountField(), '5.01');
    expect(screen.getByText('No puede ser mayor que lo devuelto ($5.00).')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.clear(amountField());
    await user.type(amountField(), '3');
    expect(submitButton()).toBeEnabled();
    // Choosing other lines prefills their value again.
    await user.click(screen.getByRole('button', { name: 'Uno más de Harina PAN' }));
    expect(amountField()).toHaveValue('27.5');
    await user.click(screen.getByRole('button', { name: 'Uno menos de Harina PAN' }));
    expect(amountField()).toHaveValue('5');
    await user.clear(amountField());
    await user.type(amountField(), '3');
    await user.click(submitButton());
    await screen.findByText('Devolución registrada.');
    expect(posts(calls)[0]?.body).toMatchObject({ refund: { method: 'CASH', currency: 'USD', amount: 3 } });
  });

  it('settles what a sale still owes first and refunds only what it took in', async () => {
    const user = userEvent.setup();
    const calls = mockApiRoutes({ [returnsPath]: () => returnReply });
    // $10 paid of $50: both Harina PAN and the Delivery ($50) come back.
    renderForm(pendingSaleDetails());
    await user.click(screen.getByRole('button', { name: 'Uno más de Harina PAN' }));
    await user.click(screen.getByRole('button', { name: 'Uno más de Harina PAN' }));
    await user.click(screen.getByRole('button', { name: 'Uno más de Delivery' }));
    expect(screen.getByText('Primero se descuenta $40.00 de lo que el cliente debe.')).toBeInTheDocument();
    expect(amountField()).toHaveValue('10');
    await user.clear(amountField());
    await user.type(amountField(), '10.01');
    expect(
      screen.getByText('No puede ser mayor que lo que la venta cobró y aún no se ha devuelto ($10.00).'),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.clear(amountField());
    await user.type(amountField(), '10');
    await user.click(submitButton());
    await screen.findByText('Devolución registrada.');
    expect(posts(calls)[0]?.body).toMatchObject({ refund: { method: 'CASH', currency: 'USD', amount: 10 } });
  });

  it('offers no money back for a credit sale that took none in', async () => {
    const user = userEvent.setup();
    mockApiRoutes({});
    renderForm(pendingSaleDetails({ totalPaid: 0, balance: 50, payments: [] }));
    await user.click(screen.getByRole('button', { name: 'Uno más de Delivery' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Esta venta no cobró dinero que devolver: elige Abonar a la deuda.',
    );
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Abonar a la deuda' }));
    expect(submitButton()).toBeEnabled();
  });

  it("sends damaged goods as not restocked and says they don't go back on the shelf", async () => {
    const user = userEvent.setup();
    const calls = mockApiRoutes({ [returnsPath]: () => returnReply });
    renderForm(paidSaleDetails());
    const restock = screen.getByRole('checkbox', { name: 'Vuelve al inventario' });
    expect(restock).toBeChecked();
    expect(screen.queryByText('Dañado: no vuelve al inventario')).not.toBeInTheDocument();
    await user.click(restock);
    expect(screen.getByText('Dañado: no vuelve al inventario')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uno más de Harina PAN' }));
    await user.click(submitButton());
    await screen.findByText('Devolución registrada.');
    expect(posts(calls)[0]?.body).toMatchObject({
      restock: false,
      lines: [{ saleItemId: 'i1', quantity: 1 }],
    });
  });

  it('credits the debt of a PENDING sale, never beyond its balance', async () => {
    const user = userEvent.setup();
    const calls = mockApiRoutes({ [returnsPath]: () => returnReply });
    renderForm(pendingSaleDetails());
    await user.click(screen.getByRole('radio', { name: 'Abonar a la deuda' }));
    expect(screen.queryByLabelText(/^Monto del reembolso/)).not.toBeInTheDocument();
    // 2 × $22.50 + $5 = $50 is more than the $40 owed.
    await user.type(quantityOf('Harina PAN'), '2');
    await user.click(screen.getByRole('button', { name: 'Uno más de Delivery' }));
    expect(
      screen.getByText('Lo devuelto ($50.00) supera el saldo pendiente ($40.00): elige Reembolso.'),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Uno menos de Harina PAN' }));
    expect(screen.getByText('Se descuenta del saldo pendiente ($40.00).')).toBeInTheDocument();
    await user.click(submitButton());
    await screen.findByText('Devolución registrada.');
    expect(posts(calls)[0]?.body).toEqual({
      lines: [
        { saleItemId: 'i1', quantity: 1 },
        { saleItemId: 'i2', quantity: 1 },
      ],
      restock: true,
      refund: { credit: true },
    });
  });

  it('offers no credit on a PAID sale', () => {
    mockApiRoutes({});
    renderForm(pendingSaleDetails({ status: 'PAID', totalPaid: 50, balance: 0 }));
    expect(screen.queryByRole('radio', { name: 'Abonar a la deuda' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Monto del reembolso')).toBeInTheDocument();
  });
});
