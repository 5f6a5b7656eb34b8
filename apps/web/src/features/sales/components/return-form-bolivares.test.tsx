import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes } from '@/testing/mock-api';
import { sessionUser, validToken } from '@/testing/tokens';
import {
  amountField,
  posts,
  renderForm,
  returnReply,
  returnsPath,
  submitButton,
} from './return-form-testing';
import { paidSaleDetails } from './sale-details-testing';

// Design §13: a return from the sale's details — never more than is left, a refund never above what
// comes back (bolívares at the sale's rate), a credit only against a balance, one key per attempt.

describe('ReturnForm, a Venezuelan seller', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser());
    // Today's rate is 300; the sale remembers 250.
    useAppStore.setState({ currencyMode: 'VES', dollarRate: 300 });
  });

  it("refunds bolívares at the sale's rate, prefilled and never above the value", async () => {
    const user = userEvent.setup();
    const calls = mockApiRoutes({ [returnsPath]: () => returnReply });
    renderForm(
      paidSaleDetails({
        status: 'PAID',
        totalPaid: 50,
        balance: 0,
        exchangeRate: 250,
        exchangeRateDate: '2025-07-01',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Uno más de Harina PAN' }));
    const total = screen.getByText('Total devuelto').nextSibling;
    expect(total).toHaveTextContent('$22.50');
    expect(total).toHaveTextContent('Bs. 5.625,00');
    expect(screen.getByLabelText('Moneda')).toHaveValue('VES');
    expect(amountField()).toHaveValue('5625');
    expect(screen.getByText(/Equivale a \$22\.50/)).toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '5626');
    expect(screen.getByText('No puede ser mayor que lo devuelto (Bs. 5.625,00).')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.clear(amountField());
    await user.type(amountField(), '2500');
    await user.selectOptions(screen.getByLabelText('Método'), 'Pago Móvil');
    await user.click(submitButton());
    await screen.findByText('Devolución registrada.');
    expect(posts(calls)[0]?.body).toMatchObject({
      refund: { method: 'PAGO_MOVIL', currency: 'VES', amount: 2500 },
    });
  });

  it('switching to dollars keeps a method that takes them and prefills the dollars', async () => {
    const user = userEvent.setup();
    mockApiRoutes({});
    renderForm(paidSaleDetails({ exchangeRate: 250, exchangeRateDate: '2025-07-01' }));
    await user.click(screen.getByRole('button', { name: 'Uno más de Delivery' }));
    await user.selectOptions(screen.getByLabelText('Método'), 'Pago Móvil');
    await user.selectOptions(screen.getByLabelText('Moneda'), 'USD');
    expect(screen.getByLabelText('Método')).toHaveValue('CASH');
    expect(amountField()).toHaveValue('5');
  });
});
