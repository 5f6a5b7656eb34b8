import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAppStore, setSession } from '@/testing/app-store';
import { deferredReply, errorReply, mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { InstalmentForm } from './instalment-form';
import { SALE_ID } from './sale-details-testing';

const paymentReply = (amount: number): TMockReply => ({
  status: 201,
  body: {
    data: {
      id: 'pay2',
      saleId: SALE_ID,
      amount,
      method: 'CASH',
      referenceNumber: null,
      createdAt: '2025-07-03T15:00:00.000Z',
    },
  },
});

const amountField = () => screen.getByLabelText('Monto del abono');
const confirmButton = () => screen.getByRole('button', { name: 'Confirmar abono' });

describe('InstalmentForm', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser({ country: null, currency: null }));
  });

  it('keeps Confirm disabled until the amount reaches 0.01', async () => {
    const user = userEvent.setup();
    mockApiRoutes({});
    renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={40} />);
    expect(confirmButton()).toBeDisabled();
    for (const text of ['0', '0.001', 'abc', '-5']) {
      await user.clear(amountField());
      await user.type(amountField(), text);
      expect(confirmButton()).toBeDisabled();
    }
    await user.clear(amountField());
    await user.type(amountField(), '0.01');
    expect(confirmButton()).toBeEnabled();
  });

  it('reads "245,67" as 245.67 and says so; "1.234" keeps Confirm disabled and says why', async () => {
    const user = userEvent.setup();
    const calls = mockApiRoutes({
      'POST /payments': (body) => paymentReply((body as { amount: number }).amount),
    });
    renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={2000} />);
    await user.type(amountField(), '1.234');
    await user.tab();
    expect(screen.getByText(/No queda claro si "1.234" son miles o decimales/)).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    await user.clear(amountField());
    await user.type(amountField(), '245,67');
    expect(screen.getByText('Se guardará: $245.67')).toBeInTheDocument();
    await user.click(confirmButton());
    expect(await screen.findByText('Abono agregado con éxito.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ saleId: SALE_ID, amount: 245.67 });
  });

  it('caps an amount above the balance to the balance, says so, and sends it once with a key', async () => {
    const user = userEvent.setup();
    const calls = mockApiRoutes({
      'POST /payments': (body) => paymentReply((body as { amount: number }).amount),
    });
    renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={40} />);
    await user.type(amountField(), '55');
    expect(screen.getByText('El abono se ajusta al saldo pendiente: $40.00.')).toBeInTheDocument();
    // Not "Se guardará: $55.00": what is saved is the balance, and the hint says so.
    expect(screen.queryByText(/Se guardará/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Método de pago'), 'Transferencia');
    await user.type(screen.getByLabelText('Referencia (opcional)'), ' 0042 ');
    await user.click(confirmButton());

    expect(await screen.findByText('Abono agregado con éxito.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      saleId: SALE_ID,
      amount: 40,
      method: 'TRANSFER',
      referenceNumber: '0042',
    });
    expect(posts[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // Ready for the next instalment.
    expect(amountField()).toHaveValue('');
    expect(screen.getByLabelText('Método de pago')).toHaveValue('CASH');
    expect(screen.getByLabelText('Referencia (opcional)')).toHaveValue('');
  });

  it('marks the sales, clients, open accounts, dashboard and statistics stale once it is paid', async () => {
    const user = userEvent.setup();
    mockApiRoutes({ 'POST /payments': (body) => paymentReply((body as { amount: number }).amount) });
    const queryClient = new QueryClient();
    const keys = [['sales'], ['clients'], ['open-accounts'], ['dashboard'], ['stats'], ['products']];
    for (const queryKey of keys) queryClient.setQueryData(queryKey, {});
    renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={40} />, { queryClient });
    await user.type(amountField(), '5');
    await user.click(confirmButton());
    expect(await screen.findByText('Abono agregado con éxito.')).toBeInTheDocument();
    const stale = keys.map((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated);
    // An instalment moves no stock.
    expect(stale).toEqual([true, true, true, true, true, false]);
  });

  it('marks the sale’s receipt stale: it lists the payments and what is owed', async () => {
    const user = userEvent.setup();
    mockApiRoutes({ 'POST /payments': (body) => paymentReply((body as { amount: number }).amount) });
    const queryClient = new QueryClient();
    const receiptKey = ['receipts', 'seller', SALE_ID];
    queryClient.setQueryData(receiptKey, {});
    renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={40} />, { queryClient });
    await user.type(amountField(), '5');
    await user.click(confirmButton());
    expect(await screen.findByText('Abono agregado con éxito.')).toBeInTheDocument();
    expect(queryClient.getQueryState(receiptKey)?.isInvalidated).toBe(true);
  });

  it("fills the whole balance with 'Pagar saldo completo'", async () => {
    const user = userEvent.setup();
    mockApiRoutes({});
    renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={12.34} />);
    await user.click(screen.getByRole('button', { name: 'Pagar saldo completo' }));
    expect(amountField()).toHaveValue('12.34');
    expect(confirmButton()).toBeEnabled();
  });

  it('cannot be sent twice while the first request is running', async () => {
    const user = userEvent.setup();
    const pending = deferredReply(paymentReply(5));
    const calls = mockApiRoutes({ 'POST /payments': pending.handler });
    renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={40} />);
    await user.type(amountField(), '5');
    await user.click(confirmButton());
    const busy = screen.getByRole('button', { name: 'Registrando abono...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    pending.release();
    expect(await screen.findByText('Abono agregado con éxito.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("says 'No se pudo agregar el abono.' on failure and retries with the same key", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const calls = mockApiRoutes({
      'POST /payments': () => {
        attempts += 1;
        return attempts === 1
          ? errorReply(
              400,
              'PAYMENT_EXCEEDS_BALANCE',
              'El monto del abono no puede superar el saldo pendiente de la venta.',
            )
          : paymentReply(5);
      },
    });
    renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={40} />);
    await user.type(amountField(), '5');
    await user.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo agregar el abono.');
    expect(alert).toHaveTextContent('El monto del abono no puede superar el saldo pendiente de la venta.');

    await user.click(confirmButton());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    const keys = calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  describe('with the seller charging IGTF', () => {
    const ownUser = (igtfRate: number) => ({
      body: { data: { ...sessionUser(), pendingEmail: null, igtfEnabled: true, igtfRate } },
    });

    it('shows the IGTF and the total to collect as dollars are typed, and sends the amount alone', async () => {
      const user = userEvent.setup();
      const calls = mockApiRoutes({
        'GET /users/me': () => ownUser(3),
        'POST /payments': (body) => paymentReply((body as { amount: number }).amount),
      });
      renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={40} />);
      await waitFor(() => expect(calls.some((call) => call.path === '/users/me')).toBe(true));
      await user.type(amountField(), '10');
      expect(await screen.findByText('IGTF (3 %): $0.30 · Total a cobrar: $10.30')).toBeInTheDocument();
      await user.clear(amountField());
      await user.type(amountField(), '55');
      // Capped to the balance: the IGTF is on what is paid off.
      expect(screen.getByText('IGTF (3 %): $1.20 · Total a cobrar: $41.20')).toBeInTheDocument();
      await user.click(confirmButton());
      expect(await screen.findByText('Abono agregado con éxito.')).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'POST')[0]?.body).toEqual({
        saleId: SALE_ID,
        amount: 40,
        method: 'CASH',
      });
    });

    it('says nothing of IGTF for a transfer recorded in dollars: no foreign currency changed hands', async () => {
      const user = userEvent.setup();
      mockApiRoutes({ 'GET /users/me': () => ownUser(3) });
      renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={40} />);
      await user.type(amountField(), '10');
      expect(await screen.findByText('IGTF (3 %): $0.30 · Total a cobrar: $10.30')).toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText('Método de pago'), 'Transferencia');
      expect(screen.queryByText(/IGTF/)).not.toBeInTheDocument();
      await user.selectOptions(screen.getByLabelText('Método de pago'), 'Zelle');
      expect(screen.getByText('IGTF (3 %): $0.30 · Total a cobrar: $10.30')).toBeInTheDocument();
    });

    it('writes a percentage with decimals the Venezuelan way', async () => {
      const user = userEvent.setup();
      mockApiRoutes({ 'GET /users/me': () => ownUser(3.5) });
      renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={40} />);
      await user.type(amountField(), '10');
      expect(await screen.findByText('IGTF (3,5 %): $0.35 · Total a cobrar: $10.35')).toBeInTheDocument();
    });

    it('says nothing of IGTF when the seller does not charge it', async () => {
      const user = userEvent.setup();
      const calls = mockApiRoutes({
        'GET /users/me': () => ({
          body: { data: { ...sessionUser(), pendingEmail: null, igtfEnabled: false, igtfRate: 3 } },
        }),
      });
      renderWithProviders(<InstalmentForm saleId={SALE_ID} balance={40} />);
      await waitFor(() => expect(calls.some((call) => call.path === '/users/me')).toBe(true));
      await user.type(amountField(), '10');
      expect(screen.queryByText(/IGTF/)).not.toBeInTheDocument();
    });
  });
});
