import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import { CREDIT_MESSAGES } from '@cuadre/shared/credit/messages';
import { api, isApiError } from '@/lib/api-client';
import { resetAppStore, setSession } from '@/testing/app-store';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { ApprovalHost } from './approval-dialog';
import { APPROVAL_TEXTS } from './approval-texts';

beforeEach(() => {
  resetAppStore();
  setSession(validToken('USER'), sessionUser());
});

const MANAGER = {
  id: '0190a000-0000-7000-8000-0000000000aa',
  name: 'Luis Rangel',
  role: 'MANAGER',
  isLocked: false,
};
const APPROVAL = '0190a000-0000-7000-8000-0000000000bb';
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The server as a cashier meets it: the deletion needs approval unless it carries the one the PIN gave. */
function serveShop(rightPin = '5555') {
  const seen: { path: string; approval: string | null; body?: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    const approval = new Headers(init?.headers).get('X-Approval');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    seen.push({ path, approval, body });
    if (path === '/approvals/approvers') return json(200, { data: [MANAGER] });
    if (path === '/approvals') {
      return (body as { pin: string }).pin === rightPin
        ? json(201, { data: { approval: APPROVAL, expiresAt: '2026-11-29T12:02:00.000Z' } })
        : json(403, { statusCode: 403, code: 'INVALID_PIN', message: SERVER_MESSAGES.INVALID_PIN });
    }
    if (approval === APPROVAL) return json(200, { data: { message: 'Cliente eliminado' } });
    return json(
      403,
      { statusCode: 403, code: 'APPROVAL_REQUIRED', message: SERVER_MESSAGES.APPROVAL_REQUIRED },
      { 'x-approval-action': 'clients.delete' },
    );
  });
  return seen;
}

describe('ApprovalHost', () => {
  it('asks for a manager’s PIN, then sends the same request once more with the approval', async () => {
    const seen = serveShop();
    renderWithProviders(<ApprovalHost />);
    const user = userEvent.setup();
    const deletion = api.put<{ data: { message: string } }>('/clients/delete/c-1');

    const dialog = await screen.findByRole('dialog', { name: APPROVAL_TEXTS.title });
    expect(dialog).toHaveTextContent(APPROVAL_TEXTS.description('eliminar un cliente'));
    expect(
      await within(dialog).findByRole('option', { name: 'Luis Rangel · Encargado' }),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(APPROVAL_TEXTS.pin), '0000');
    await user.click(within(dialog).getByRole('button', { name: APPROVAL_TEXTS.approve }));
    expect(await within(dialog).findByText(SERVER_MESSAGES.INVALID_PIN)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(APPROVAL_TEXTS.pin), '5555');
    await user.click(within(dialog).getByRole('button', { name: APPROVAL_TEXTS.approve }));
    await expect(deletion).resolves.toEqual({ data: { message: 'Cliente eliminado' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.find((call) => call.path === '/approvals')?.body).toEqual({
      action: 'clients.delete',
      memberId: MANAGER.id,
      pin: '0000',
    });
    expect(seen.filter((call) => call.path === '/clients/delete/c-1').map((call) => call.approval)).toEqual([
      null,
      APPROVAL,
    ]);
  });

  it('giving up answers the refusal, in the server’s words', async () => {
    serveShop();
    renderWithProviders(<ApprovalHost />);
    const user = userEvent.setup();
    const deletion = api.put('/clients/delete/c-1').catch((error: unknown) => error);
    const dialog = await screen.findByRole('dialog', { name: APPROVAL_TEXTS.title });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const error = await deletion;
    expect(isApiError(error) && error.code).toBe('APPROVAL_REQUIRED');
    expect(isApiError(error) && error.message).toBe(SERVER_MESSAGES.APPROVAL_REQUIRED);
  });

  it('a credit sale past the limit says why, and goes again with the approval of its own action', async () => {
    const refusal = CREDIT_MESSAGES.limitExceeded('María Pérez', 20);
    const seen: { path: string; approval: string | null; body?: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
      const approval = new Headers(init?.headers).get('X-Approval');
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      seen.push({ path, approval, body });
      if (path === '/approvals/approvers') return json(200, { data: [MANAGER] });
      if (path === '/approvals') {
        return json(201, { data: { approval: APPROVAL, expiresAt: '2026-11-29T12:02:00.000Z' } });
      }
      if (approval === APPROVAL) return json(201, { data: { id: 's-1' } });
      return json(
        409,
        { statusCode: 409, code: 'CREDIT_LIMIT_EXCEEDED', message: refusal },
        { 'x-approval-action': 'credit.overLimit' },
      );
    });
    renderWithProviders(<ApprovalHost />);
    const user = userEvent.setup();
    const sale = api.post('/sales', { status: 'PENDING', clientId: 'c-1' });

    const dialog = await screen.findByRole('dialog', { name: APPROVAL_TEXTS.title });
    expect(dialog).toHaveTextContent(refusal);
    expect(dialog).toHaveTextContent(
      APPROVAL_TEXTS.description('vender fiado por encima del límite de crédito'),
    );
    await within(dialog).findByRole('option', { name: 'Luis Rangel · Encargado' });
    await user.type(within(dialog).getByLabelText(APPROVAL_TEXTS.pin), '5555');
    await user.click(within(dialog).getByRole('button', { name: APPROVAL_TEXTS.approve }));
    await expect(sale).resolves.toEqual({ data: { id: 's-1' } });
    expect(seen.find((call) => call.path === '/approvals')?.body).toMatchObject({
      action: 'credit.overLimit',
    });
    expect(seen.filter((call) => call.path === '/sales').map((call) => call.approval)).toEqual([
      null,
      APPROVAL,
    ]);
  });

  it('a plain guarded action shows no reason beyond its description', async () => {
    serveShop();
    renderWithProviders(<ApprovalHost />);
    void api.put('/clients/delete/c-1').catch(() => undefined);
    const dialog = await screen.findByRole('dialog', { name: APPROVAL_TEXTS.title });
    expect(dialog).not.toHaveTextContent(SERVER_MESSAGES.APPROVAL_REQUIRED);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  });
});
