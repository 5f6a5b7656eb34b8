import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import type { TAdjustment, TRestock } from '@cuadre/shared/stock/schemas';
import { resetAppStore, setSession } from '@/testing/app-store';
import { listBody, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { stockMovement, stockProduct } from '../testing';
import { CountScreen } from './count-screen';
import { ProductMovementsScreen } from './product-movements-screen';
import { RestockScreen } from './restock-screen';

// Design §13 "Units" in the stock screens: kg typed with a comma to the gram, units whole as before.

const QUESO = stockProduct(1, { name: 'Queso blanco', quantity: 4.25, minStock: 2, cost: 5, unit: 'KG' });
const HARINA = stockProduct(2, { name: 'Harina PAN', quantity: 10, cost: 6 });

const posted = (calls: ReturnType<typeof mockApiRoutes>) => calls.filter((call) => call.method === 'POST');

beforeEach(() => {
  resetAppStore();
  setSession(validToken(), sessionUser({ timeZone: 'America/Caracas' }));
});

async function pick(user: ReturnType<typeof userEvent.setup>, search: string, name: string) {
  const box = screen.getByRole('searchbox', { name: 'Buscar producto' });
  await user.clear(box);
  await user.type(box, search);
  await user.click(await screen.findByRole('button', { name: `Agregar ${name}` }));
  return screen.getByRole('listitem', { name });
}

describe('weighed goods in the stock screens (design §13)', () => {
  it('restocks "2,5" kg of cheese, refuses 2.5 units of flour, and shows the new stock in kg', async () => {
    const restocked: TRestock = {
      id: 'r1',
      supplier: null,
      reference: null,
      createdAt: '2026-03-02T15:00:00.000Z',
      lines: [
        {
          productId: QUESO.id,
          name: 'Queso blanco',
          quantity: 2.5,
          unitCost: 5,
          stockAfter: 6.75,
          costAfter: 5,
        },
      ],
    };
    const calls = mockApiRoutes({
      'GET /products': (_body, url) => {
        const search = url.searchParams.get('search')?.toLowerCase() ?? '';
        return { body: listBody([QUESO, HARINA].filter((p) => p.name.toLowerCase().includes(search))) };
      },
      'POST /stock/restocks': () => ({ status: 201, body: { data: restocked } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<RestockScreen />);

    const queso = await pick(user, 'queso', 'Queso blanco');
    expect(queso).toHaveTextContent('Stock actual: 4,25 kg');
    await user.type(within(queso).getByLabelText('Cantidad'), '2,5');
    expect(queso).toHaveTextContent('Subtotal: $12.50');

    const harina = await pick(user, 'harina', 'Harina PAN');
    await user.type(within(harina).getByLabelText('Cantidad'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    expect(await within(harina).findByText(VALIDATION.wholeUnitsOnly)).toBeInTheDocument();
    expect(posted(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Quitar Harina PAN' }));
    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));
    await screen.findByRole('heading', { name: 'Entrada registrada' });
    expect(posted(calls)[0]?.body).toMatchObject({
      lines: [{ productId: QUESO.id, quantity: 2.5, unitCost: 5 }],
    });
    const line = screen.getByRole('listitem', { name: 'Queso blanco' });
    expect(line).toHaveTextContent('+2,5 kg');
    expect(line).toHaveTextContent('Stock nuevo: 6,75 kg');
  });

  it('counts "4,3" kg: the difference in kg as it is typed, 4.3 posted', async () => {
    const adjusted: TAdjustment = {
      id: 'a1',
      reason: 'COUNT',
      note: null,
      createdAt: '2026-03-02T20:00:00.000Z',
      lines: [
        {
          productId: QUESO.id,
          name: 'Queso blanco',
          previousQuantity: 4.25,
          countedQuantity: 4.3,
          difference: 0.05,
        },
      ],
    };
    const calls = mockApiRoutes({
      'GET /products': () => ({ body: listBody([QUESO, HARINA]) }),
      'POST /stock/adjustments': () => ({ status: 201, body: { data: adjusted } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CountScreen />);
    const row = await screen.findByRole('listitem', { name: 'Queso blanco' });
    expect(row).toHaveTextContent('Registrado: 4,25 kg');
    await user.type(within(row).getByLabelText('Contado'), '4,3');
    expect(within(row).getByText('Sobrante +0,05 kg')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publicar ajuste' }));
    const summary = await screen.findByRole('list', { name: 'Diferencias publicadas' });
    expect(posted(calls)[0]?.body).toMatchObject({ lines: [{ productId: QUESO.id, countedQuantity: 4.3 }] });
    expect(within(summary).getByRole('listitem', { name: 'Queso blanco' })).toHaveTextContent(
      'Antes: 4,25 kg · Contado: 4,3 kg',
    );
  });

  it('refuses a count it cannot read in its own words', async () => {
    const calls = mockApiRoutes({ 'GET /products': () => ({ body: listBody([QUESO]) }) });
    const user = userEvent.setup();
    renderWithProviders(<CountScreen />);
    const row = await screen.findByRole('listitem', { name: 'Queso blanco' });
    await user.type(within(row).getByLabelText('Contado'), '4,2505');
    await user.click(screen.getByRole('button', { name: 'Publicar ajuste' }));
    expect(await within(row).findByText('Usa como máximo 3 decimales.')).toBeInTheDocument();
    expect(posted(calls)).toHaveLength(0);
  });

  it('lists a weighed product’s movements in kg', async () => {
    mockApiRoutes({
      [`GET /products/${QUESO.id}`]: () => ({ body: { data: { ...QUESO, quantity: 4.5 } } }),
      [`GET /products/${QUESO.id}/movements`]: () => ({
        body: listBody([
          stockMovement({ id: 'm3', kind: 'RETURN', quantity: 0.25, stockAfter: 4.5, unitCost: null }),
          stockMovement({ id: 'm2', kind: 'SALE', quantity: -0.75, stockAfter: 4.25, unitCost: 5 }),
          stockMovement({ id: 'm1', kind: 'OPENING', quantity: 5, stockAfter: 5, unitCost: 5 }),
        ]),
      }),
    });
    renderWithProviders(<ProductMovementsScreen productId={QUESO.id} />);
    const head = await screen.findByRole('region', { name: 'Producto' });
    expect(head).toHaveTextContent('Stock actual: 4,5 kg · Mínimo: 2 kg');
    const movements = await screen.findByRole('list', { name: 'Movimientos' });
    const items = within(movements).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('+0,25 kg');
    expect(items[0]).toHaveTextContent('Stock después: 4,5 kg');
    expect(items[1]).toHaveTextContent('−0,75 kg');
    expect(items[2]).toHaveTextContent('+5 kg');
  });
});
