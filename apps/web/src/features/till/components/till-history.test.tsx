import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, listReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { closedTillSession, openTillSession } from '@/testing/till';
import { sessionUser, validToken } from '@/testing/tokens';
import { TillHistory } from './till-history';

const withoutMovements = <T extends { movements: unknown }>({ movements: _, ...rest }: T) => rest;

const SHORT = withoutMovements(closedTillSession());
const EVEN = withoutMovements(
  closedTillSession({
    id: '0190f0a0-aaaa-7000-8000-0000000000a2',
    openedAt: '2026-03-01T12:00:00.000Z',
    closedAt: '2026-03-01T22:00:00.000Z',
    summary: { ...closedTillSession().summary, salesCount: 1, revenue: 12 },
    lines: [{ method: 'CASH', currency: 'USD', expected: 32, counted: 32, difference: 0 }],
  }),
);
const OPEN = withoutMovements(
  openTillSession({ id: '0190f0a0-aaaa-7000-8000-0000000000a3', openedAt: '2026-03-03T12:00:00.000Z' }),
);

beforeEach(() => {
  resetAppStore();
  setSession(validToken(), sessionUser());
});

describe('TillHistory', () => {
  it('lists the sessions newest first with dates, revenue and differences; each opens its Z report', async () => {
    const calls = mockApiRoutes({ 'GET /cash-sessions': () => listReply([OPEN, SHORT, EVEN], 1, 2) });
    const user = userEvent.setup();
    renderWithProviders(<TillHistory />, { pattern: '*' });
    const items = within(await screen.findByRole('list', { name: 'Cajas' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Caja del 03/03/2026, 08:00 a. m.',
      'Caja del 02/03/2026, 08:00 a. m.',
      'Caja del 01/03/2026, 08:00 a. m.',
    ]);
    const [open, short, even] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(open).toHaveTextContent('Abierta');
    expect(within(open).getByRole('link', { name: 'Ver caja abierta' })).toHaveAttribute(
      'href',
      '/dashboard/caja',
    );
    expect(short).toHaveTextContent('Cierre: 02/03/2026, 06:30 p. m.');
    expect(short).toHaveTextContent('2 ventas · Ingresos $45.50');
    expect(short).toHaveTextContent('Efectivo (Bs.):Faltante Bs. 10,00');
    expect(even).toHaveTextContent('1 venta · Ingresos $12.00');
    expect(even).toHaveTextContent('Cuadra');
    // A closed session offers its report and nothing to change.
    expect(within(short).getAllByRole('link')).toHaveLength(1);
    expect(within(short).queryByRole('button')).not.toBeInTheDocument();

    expect(calls[0]?.params.get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(calls.at(-1)?.params.get('page')).toBe('2');

    await user.click(within(short).getByRole('link', { name: 'Ver reporte Z' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/dashboard/caja/${SHORT.id}`);
  });

  it('says when there is no session yet', async () => {
    mockApiRoutes({ 'GET /cash-sessions': () => listReply([]) });
    renderWithProviders(<TillHistory />);
    expect(await screen.findByText('Aún no hay cajas')).toBeInTheDocument();
  });

  it('says when the history cannot be loaded', async () => {
    mockApiRoutes({ 'GET /cash-sessions': () => errorReply(500, 'INTERNAL_ERROR') });
    renderWithProviders(<TillHistory />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el historial de cajas.');
  });
});
