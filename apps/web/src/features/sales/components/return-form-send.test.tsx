import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { sessionUser, validToken } from '@/testing/tokens';
import { posts, renderForm, returnReply, returnsPath, submitButton } from './return-form-testing';
import { paidSaleDetails, SALE_ID } from './sale-details-testing';

// Design §13: a return from the sale's details — never more than is left, a refund never above what
// comes back (bolívares at the sale's rate), a credit only against a balance, one key per attempt.

describe('ReturnForm, a seller in dollars', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser({ country: null, currency: null }));
  });

  it("shows the server's Spanish message and reuses the key when the same return is retried", async () => {
    const user = userEvent.setup();
    const message = 'No puedes devolver más de lo vendido: de Harina PAN quedan 0 por devolver.';
    let replies = [errorReply(409, 'RETURN_EXCEEDS_SOLD', message), errorReply(500, 'INTERNAL')];
    const calls = mockApiRoutes({ [returnsPath]: () => replies.shift() ?? returnReply });
    renderForm(paidSaleDetails());
    await user.click(screen.getByRole('button', { name: 'Uno más de Harina PAN' }));
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo registrar la devolución.');
    expect(alert).toHaveTextContent(message);
    await user.click(submitButton());
    await screen.findByRole('alert');
    await user.click(submitButton());
    await screen.findByText('Devolución registrada.');
    const keys = posts(calls).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);

    // Another return is another attempt: a new key.
    replies = [errorReply(500, 'INTERNAL')];
    await user.click(screen.getByRole('button', { name: 'Uno más de Delivery' }));
    await user.click(submitButton());
    await screen.findByRole('alert');
    expect(posts(calls)[3]?.headers.get('Idempotency-Key')).not.toBe(keys[0]);
  });

  it('keeps Registrar devolución disabled while it is sent', async () => {
    const user = userEvent.setup();
    let release: (reply: TMockReply) => void = () => {};
    mockApiRoutes({ [returnsPath]: () => new Promise<TMockReply>((resolve) => (release = resolve)) });
    renderForm(paidSaleDetails());
    await user.click(screen.getByRole('button', { name: 'Uno más de Harina PAN' }));
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Registrando devolución...' })).toBeDisabled();
    release(returnReply);
    await screen.findByText('Devolución registrada.');
  });

  it('marks the sales, products, dashboard, statistics, till and open accounts stale', async () => {
    const user = userEvent.setup();
    mockApiRoutes({ [returnsPath]: () => returnReply });
    const queryClient = new QueryClient();
    const keys = [
      ['sales'],
      ['products'],
      ['dashboard'],
      ['stats'],
      ['cash-sessions', 'current'],
      ['open-accounts'],
      ['clients'],
    ];
    for (const queryKey of keys) queryClient.setQueryData(queryKey, {});
    renderForm(paidSaleDetails(), vi.fn(), queryClient);
    await user.click(screen.getByRole('button', { name: 'Uno más de Harina PAN' }));
    await user.click(submitButton());
    await screen.findByText('Devolución registrada.');
    expect(keys.map((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated)).toEqual(
      keys.map(() => true),
    );
  });

  it('marks the sale’s receipt stale: it lists the returns', async () => {
    const user = userEvent.setup();
    mockApiRoutes({ [returnsPath]: () => returnReply });
    const queryClient = new QueryClient();
    const receiptKey = ['receipts', 'seller', SALE_ID];
    queryClient.setQueryData(receiptKey, {});
    renderForm(paidSaleDetails(), vi.fn(), queryClient);
    await user.click(screen.getByRole('button', { name: 'Uno más de Harina PAN' }));
    await user.click(submitButton());
    await screen.findByText('Devolución registrada.');
    expect(queryClient.getQueryState(receiptKey)?.isInvalidated).toBe(true);
  });
});
