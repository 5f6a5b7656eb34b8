import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TAdjustment, TAdjustmentRequest } from '@cuadre/shared/stock/schemas';
import { resetAppStore, setSession } from '@/testing/app-store';
import { deferredReply, errorReply, listBody, mockApiRoutes, type TMockReply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { validToken } from '@/testing/tokens';
import { stockProduct } from '../testing';
import { COUNT_REFUSED, CountScreen } from './count-screen';

// Twelve products: ten on page 1, two on page 2.
const PRODUCTS = Array.from({ length: 12 }, (_, i) => stockProduct(i + 1, { quantity: 10 + i }));
const FIRST = PRODUCTS[0]!;
const SECOND = PRODUCTS[1]!;
const ELEVENTH = PRODUCTS[10]!;

function adjustmentOf(request: TAdjustmentRequest): TAdjustment {
  return {
    id: '0190f5a2-4444-7000-8000-000000000001',
    reason: request.reason,
    note: request.note ?? null,
    createdAt: '2026-03-02T20:00:00.000Z',
    lines: request.lines.map((line) => {
      const product = PRODUCTS.find((item) => item.id === line.productId)!;
      return {
        productId: line.productId,
        name: product.name,
        previousQuantity: product.quantity,
        countedQuantity: line.countedQuantity,
        difference: line.countedQuantity - product.quantity,
      };
    }),
  };
}

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
});

function setup(
  adjust: (body: unknown) => TMockReply | Promise<TMockReply> = (body) => ({
    status: 201,
    body: { data: adjustmentOf(body as TAdjustmentRequest) },
  }),
) {
  const calls = mockApiRoutes({
    'GET /products': (_body, url) => {
      const page = Number(url.searchParams.get('page'));
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const found = PRODUCTS.filter((item) => item.name.toLowerCase().includes(search));
      return { body: listBody(found.slice((page - 1) * 10, page * 10), { page, total: found.length }) };
    },
    'POST /stock/adjustments': adjust,
  });
  const user = userEvent.setup();
  renderWithProviders(<CountScreen />);
  return { calls, user };
}

const row = (name: string) => screen.getByRole('listitem', { name });

// Whole journeys typed key by key: slower than the default 5 s when the machine runs other suites.
describe('Conteo físico', () => {
  it('shows each difference as it is typed and keeps the counts while paging', async () => {
    const { calls, user } = setup();
    await screen.findByRole('listitem', { name: FIRST.name });
    expect(row(FIRST.name)).toHaveTextContent('Registrado: 10');
    expect(screen.getByRole('combobox', { name: 'Motivo' })).toHaveDisplayValue('Conteo físico');

    await user.type(within(row(FIRST.name)).getByLabelText('Contado'), '8');
    expect(within(row(FIRST.name)).getByText('Faltante −2')).toHaveClass('bg-red-100');
    await user.type(within(row(SECOND.name)).getByLabelText('Contado'), '13');
    expect(within(row(SECOND.name)).getByText('Sobrante +2')).toHaveClass('bg-green-100');
    expect(screen.getByText('2 productos contados')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('listitem', { name: ELEVENTH.name });
    await user.type(within(row(ELEVENTH.name)).getByLabelText('Contado'), '20');
    expect(within(row(ELEVENTH.name)).getByText('Cuadra')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await screen.findByRole('listitem', { name: FIRST.name });
    expect(within(row(FIRST.name)).getByLabelText('Contado')).toHaveValue(8);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Motivo' }), 'Merma');
    await user.type(screen.getByLabelText('Nota (opcional)'), 'Conteo de marzo');
    await user.click(screen.getByRole('button', { name: 'Publicar ajuste' }));

    expect(await screen.findByRole('heading', { name: 'Ajuste publicado' })).toBeInTheDocument();
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      reason: 'SHRINKAGE',
      note: 'Conteo de marzo',
      lines: [
        { productId: FIRST.id, countedQuantity: 8 },
        { productId: SECOND.id, countedQuantity: 13 },
        { productId: ELEVENTH.id, countedQuantity: 20 },
      ],
    });
    const summary = within(screen.getByRole('list', { name: 'Diferencias publicadas' }));
    expect(summary.getByRole('listitem', { name: FIRST.name })).toHaveTextContent('Faltante −2');
    expect(summary.getByRole('listitem', { name: FIRST.name })).toHaveTextContent('Antes: 10 · Contado: 8');
    expect(screen.getByText('Motivo: Merma · Conteo de marzo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nuevo conteo' }));
    await screen.findByRole('listitem', { name: FIRST.name });
    expect(within(row(FIRST.name)).getByLabelText('Contado')).toHaveValue(null);
  });

  it('posts nothing without a count, and refuses a count that is not a whole number', async () => {
    const { calls, user } = setup();
    await screen.findByRole('listitem', { name: FIRST.name });
    await user.click(screen.getByRole('button', { name: 'Publicar ajuste' }));
    expect(await screen.findByText(VALIDATION.stockLinesRequired)).toBeInTheDocument();

    await user.type(within(row(FIRST.name)).getByLabelText('Contado'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Publicar ajuste' }));
    // The shared schema takes 3 decimals for weighed goods; a product sold by the unit is refused as the server does.
    expect(await within(row(FIRST.name)).findByText(VALIDATION.wholeUnitsOnly)).toBeInTheDocument();
    expect(await screen.findByText(COUNT_REFUSED)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends once however often the button is tapped', async () => {
    const reply = deferredReply({
      status: 201,
      body: {
        data: adjustmentOf({
          reason: 'COUNT',
          note: undefined,
          lines: [{ productId: FIRST.id, countedQuantity: 8 }],
        }),
      },
    });
    const { calls, user } = setup(reply.handler);
    await screen.findByRole('listitem', { name: FIRST.name });
    await user.type(within(row(FIRST.name)).getByLabelText('Contado'), '8');
    const button = screen.getByRole('button', { name: 'Publicar ajuste' });
    await user.dblClick(button);
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Publicando...' })).toBeDisabled();
    reply.release();
    await screen.findByRole('heading', { name: 'Ajuste publicado' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('shows the server’s refusal and keeps the counts', async () => {
    const { user } = setup(() => errorReply(400, 'VALIDATION_ERROR', 'Datos inválidos.'));
    await screen.findByRole('listitem', { name: FIRST.name });
    await user.type(within(row(FIRST.name)).getByLabelText('Contado'), '8');
    await user.click(screen.getByRole('button', { name: 'Publicar ajuste' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Datos inválidos.');
    await waitFor(() => expect(within(row(FIRST.name)).getByLabelText('Contado')).toBeEnabled());
    expect(within(row(FIRST.name)).getByLabelText('Contado')).toHaveValue(8);
  });

  it('searches the products to count', async () => {
    const { calls, user } = setup();
    await screen.findByRole('listitem', { name: FIRST.name });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar producto' }), 'Producto 12');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls.at(-1)?.params.get('search')).toBe('Producto 12');
  });
});
