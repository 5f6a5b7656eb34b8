import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStore, setSession } from '@/testing/app-store';
import { jsonResponse, listBody, mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { validToken } from '@/testing/tokens';
import { ClientSelect } from './client-select';

const CLIENT = {
  id: '0190f5a2-0000-7000-8000-0000000000c1',
  name: 'Ana Gómez',
  email: 'ana@correo.com',
  phone: null,
  taxId: null,
  hasDebt: false,
};

/** Another query of the page (the dashboard's figures), answered when the test says so. */
function PageData({ answer }: { answer: Promise<unknown> }) {
  useQuery({ queryKey: ['page-data'], queryFn: () => answer });
  return null;
}

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
  api = mockApi((call) => (call.path === '/api/clients' ? jsonResponse(200, listBody([CLIENT])) : undefined));
});

afterEach(() => vi.unstubAllGlobals());

const clientCalls = () => api.callsTo('GET', '/api/clients');

describe('ClientSelect: the client list waits for the page', () => {
  it('asks for the clients only once the page has loaded its own data', async () => {
    let settle = (_value: unknown) => undefined as void;
    const answer = new Promise((resolve) => (settle = resolve));
    renderWithProviders(
      <>
        <PageData answer={answer} />
        <ClientSelect />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toBeInTheDocument();
    // Let any idle callback run: the page is still loading, so nothing is asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(clientCalls()).toHaveLength(0);

    await act(async () => settle({}));
    expect(await screen.findByRole('option', { name: 'Ana Gómez (ana@correo.com)' })).toBeInTheDocument();
    expect(clientCalls()).toHaveLength(1);
    expect(clientCalls()[0]!.query.get('pageSize')).toBe('100');
  });

  it('asks at once when the seller reaches for the select', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <PageData answer={new Promise(() => undefined)} />
        <ClientSelect />
      </>,
    );
    expect(clientCalls()).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Cliente' }));
    await waitFor(() => expect(clientCalls()).toHaveLength(1));
    expect(await screen.findByRole('option', { name: 'Ana Gómez (ana@correo.com)' })).toBeInTheDocument();
  });

  it('opens the new-client form, whose code loads on the first opening', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ClientSelect />);
    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }));
    expect(await screen.findByRole('dialog', { name: 'Añadir Cliente' })).toBeInTheDocument();
  });
});
