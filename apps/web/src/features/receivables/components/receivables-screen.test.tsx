import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildDebtReminderText } from '@cuadre/shared/clients/client-statement-text';
import type { TClientStatement } from '@cuadre/shared/clients/statement-schemas';
import { IDEMPOTENCY_KEY_HEADER } from '@cuadre/shared/common/constants';
import type { TAgeingBuckets, TReceivableClient, TReceivables } from '@cuadre/shared/credit/schemas';
import { useAppStore } from '@/stores/app-store';
import { resetAppStore, setSession } from '@/testing/app-store';
import { catchDownloads } from '@/testing/downloads';
import { errorReply, mockApiRoutes, type TApiCall } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { setScreen } from '@/testing/screen-size';
import { sessionUser, validToken } from '@/testing/tokens';
import { ReceivablesScreen } from './receivables-screen';

// Decision record 030: who owes what and since when, and the reminder by WhatsApp in two steps (prepared first,
// then a plain link whose tap records it).

/** A component test renders, types and waits for React: on a loaded machine that takes its time. */
const TIMEOUT = 30_000;

const AS_OF = '2026-11-29';
const LINK = 'https://cuadre.example.com/e/Q2VzdGEtZGUtcGFu';
const RATE = 245.668;

const zeroBuckets = (): TAgeingBuckets => ({
  upTo30: { usd: 0, ves: 0 },
  upTo60: { usd: 0, ves: 0 },
  upTo90: { usd: 0, ves: 0 },
  over90: { usd: 0, ves: 0 },
});

const LUISA: TReceivableClient = {
  clientId: 'client-luisa',
  name: 'Luisa Mora',
  phone: '0414-1234567',
  taxId: 'V-12345678',
  owed: { usd: 12.5, ves: 3070.85 },
  overdue: { usd: 10, ves: 2456.68 },
  buckets: { ...zeroBuckets(), upTo30: { usd: 12.5, ves: 3070.85 } },
  daysLate: 12,
  oldestDueDate: '2026-11-17',
  lastReminderAt: null,
};

const PEDRO: TReceivableClient = {
  clientId: 'client-pedro',
  name: 'Pedro Gil',
  phone: null,
  taxId: null,
  owed: { usd: 40, ves: 9826.72 },
  overdue: { usd: 0, ves: 0 },
  buckets: { ...zeroBuckets(), upTo30: { usd: 40, ves: 9826.72 } },
  daysLate: 0,
  oldestDueDate: '2026-12-05',
  lastReminderAt: '2026-11-20T14:00:00.000Z',
};

function report(clients: TReceivableClient[], overrides: Partial<TReceivables> = {}): TReceivables {
  return {
    asOf: AS_OF,
    rate: RATE,
    buckets: {
      upTo30: { usd: 52.5, ves: 12897.57 },
      upTo60: { usd: 30, ves: 7370.04 },
      upTo90: { usd: 0, ves: 0 },
      over90: { usd: 105.25, ves: 25856.56 },
    },
    owed: { usd: 187.75, ves: 46124.17 },
    overdue: { usd: 145.25, ves: 35683.28 },
    clientCount: clients.length,
    overdueClientCount: clients.filter((client) => client.daysLate > 0).length,
    clients,
    page: 1,
    pageSize: 50,
    total: clients.length,
    totalPages: clients.length > 0 ? 1 : 0,
    ...overrides,
  };
}

function statementOf(client: TReceivableClient): TClientStatement {
  return {
    client: { id: client.clientId, name: client.name, phone: client.phone, taxId: client.taxId },
    shopName: 'Bodega La Esquina',
    entries: [],
    olderEntries: 0,
    openingBalance: 0,
    balance: client.owed.usd,
    todayRate: { rate: RATE, validFor: AS_OF },
  };
}

/** The reminder routes of one client: the statement, its link (the same on repeat) and the reminders. */
function reminderRoutes(
  client: TReceivableClient,
  remind: (body: unknown) => { status?: number; body?: unknown },
) {
  return {
    [`GET /clients/${client.clientId}/statement`]: () => ({ body: { data: statementOf(client) } }),
    [`POST /clients/${client.clientId}/statement-link`]: () => ({ body: { data: { url: LINK } } }),
    [`POST /clients/${client.clientId}/reminders`]: (body: unknown) => remind(body),
  };
}

const reminded = (client: TReceivableClient) => ({
  status: 201,
  body: { data: { id: 'reminder-1', clientId: client.clientId, sentAt: new Date().toISOString() } },
});

const remindersOf = (calls: TApiCall[], client: TReceivableClient) =>
  calls.filter((call) => call.method === 'POST' && call.path === `/clients/${client.clientId}/reminders`);

/** jsdom does not open links: the tap's own handler runs, the browser's navigation is left out. */
function keepLinksFromNavigating() {
  const stop = (event: Event) => event.preventDefault();
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}

let restoreLinks: () => void = () => {};

beforeEach(() => {
  resetAppStore();
  setSession(validToken(), sessionUser({ timeZone: 'America/Caracas' }));
  useAppStore.setState({ shopRole: 'OWNER' });
  restoreLinks = keepLinksFromNavigating();
});
afterEach(() => restoreLinks());

function show() {
  const user = userEvent.setup();
  renderWithProviders(<ReceivablesScreen />);
  return user;
}

describe('Por cobrar', () => {
  it(
    'shows the buckets in USD and Bs., the totals, and each client most overdue first',
    async () => {
      const calls = mockApiRoutes({
        'GET /reports/receivables': () => ({ body: { data: report([LUISA, PEDRO]) } }),
      });
      show();

      const summary = await screen.findByRole('region', { name: 'Resumen por cobrar' });
      expect(within(summary).getByRole('article', { name: '0–30 días' })).toHaveTextContent(
        '$52.50Bs. 12.897,57',
      );
      expect(within(summary).getByRole('article', { name: '31–60 días' })).toHaveTextContent(
        '$30.00Bs. 7.370,04',
      );
      expect(within(summary).getByRole('article', { name: '61–90 días' })).toHaveTextContent('$0.00');
      expect(within(summary).getByRole('article', { name: 'Más de 90 días' })).toHaveTextContent(
        '$105.25Bs. 25.856,56',
      );
      expect(within(summary).getByText('$187.75')).toBeInTheDocument();
      expect(within(summary).getByText('Bs. 46.124,17')).toBeInTheDocument();
      expect(within(summary).getByText('$145.25')).toBeInTheDocument();
      expect(within(summary).getByText('1 con deuda vencida')).toBeInTheDocument();

      const list = screen.getByRole('list', { name: 'Clientes que deben' });
      const [first, second] = within(list).getAllByRole('article');
      expect(first).toHaveAccessibleName('Luisa Mora');
      expect(first).toHaveTextContent('Vencida · 12 días');
      expect(first).toHaveTextContent('0414-1234567');
      expect(first).toHaveTextContent('$12.50Bs. 3.070,85');
      expect(first).toHaveTextContent('$10.00Bs. 2.456,68');
      expect(first).toHaveTextContent('Sin recordatorios');
      expect(second).toHaveAccessibleName('Pedro Gil');
      expect(second).toHaveTextContent('Al día');
      expect(second).toHaveTextContent('Recordado el 20/11/2026');
      expect(calls[0]?.search).toBe('?page=1');
    },
    TIMEOUT,
  );

  it(
    'says when nobody owes anything, and when the search finds nobody',
    async () => {
      const calls = mockApiRoutes({ 'GET /reports/receivables': () => ({ body: { data: report([]) } }) });
      const user = show();
      expect(await screen.findByText('Nadie te debe. ¡Bien!')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Recordar a todos los vencidos' })).not.toBeInTheDocument();

      await user.type(screen.getByLabelText('Buscar cliente'), 'zoila');
      expect(
        await screen.findByText('Ningún cliente con deuda coincide con tu búsqueda.'),
      ).toBeInTheDocument();
      expect(calls.at(-1)?.params.get('search')).toBe('zoila');
    },
    TIMEOUT,
  );

  it(
    'says why the report could not be loaded, with Reintentar',
    async () => {
      mockApiRoutes({ 'GET /reports/receivables': () => errorReply(500, 'INTERNAL') });
      show();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('No se pudieron cargar las cuentas por cobrar.');
      expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    },
    TIMEOUT,
  );

  it(
    'downloads the report of the day shown as XLSX, CSV or PDF',
    async () => {
      const saved = catchDownloads();
      const calls = mockApiRoutes({
        'GET /reports/receivables': () => ({ body: { data: report([LUISA]) } }),
        'GET /reports/receivables.pdf': () => ({ body: '%PDF' }),
      });
      const user = show();
      await screen.findByRole('region', { name: 'Resumen por cobrar' });
      expect(screen.getByRole('button', { name: 'Descargar por cobrar en XLSX' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Descargar por cobrar en CSV' })).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Descargar por cobrar en PDF' }));
      expect(await screen.findByText(`Listo: se guardó por-cobrar-${AS_OF}.pdf.`)).toBeInTheDocument();
      expect(saved.names).toEqual([`por-cobrar-${AS_OF}.pdf`]);
      expect(calls.find((call) => call.path === '/reports/receivables.pdf')?.search).toBe(`?asOf=${AS_OF}`);
    },
    TIMEOUT,
  );

  it(
    'shows the accountant the report (a table on a wide screen) without any reminder',
    async () => {
      useAppStore.setState({ shopRole: 'ACCOUNTANT' });
      setScreen('large');
      mockApiRoutes({ 'GET /reports/receivables': () => ({ body: { data: report([LUISA]) } }) });
      show();
      const table = await screen.findByRole('region', { name: 'Clientes que deben' });
      const row = within(table).getByRole('row', { name: /Luisa Mora/ });
      expect(row).toHaveTextContent('Vencida · 12 días');
      expect(row).toHaveTextContent('$12.50Bs. 3.070,85');
      expect(within(table).queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Recordar/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Descargar por cobrar en XLSX' })).toBeInTheDocument();
    },
    TIMEOUT,
  );
});

describe('Recordar', () => {
  it(
    'revokes the statement link from the reminder, and prepares the text again with a new one',
    async () => {
      let link = LINK;
      const calls = mockApiRoutes({
        'GET /reports/receivables': () => ({ body: { data: report([LUISA]) } }),
        ...reminderRoutes(LUISA, () => reminded(LUISA)),
        [`POST /clients/${LUISA.clientId}/statement-link`]: () => ({ body: { data: { url: link } } }),
        [`DELETE /clients/${LUISA.clientId}/statement-link`]: () => {
          link = `${LINK}-nuevo`;
          return { body: { data: { message: 'Enlace del estado de cuenta revocado: ya no abre.' } } };
        },
      });
      const user = show();
      await user.click(await screen.findByRole('button', { name: 'Recordar a Luisa Mora' }));
      const dialog = await screen.findByRole('dialog', { name: 'Recordar a Luisa Mora' });
      await within(dialog).findByRole('link', { name: 'Abrir WhatsApp' });
      await user.click(within(dialog).getByText('Enlace del estado de cuenta', { selector: 'summary' }));
      const panel = within(dialog).getByRole('region', { name: 'Enlace del estado de cuenta' });
      expect(within(panel).getByRole('textbox')).toHaveValue(LINK);
      await user.click(within(panel).getByRole('button', { name: 'Desactivar enlace' }));
      await user.click(within(panel).getByRole('button', { name: 'Sí, desactivar' }));
      await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
      await waitFor(() =>
        expect(within(dialog).getByRole('link', { name: 'Abrir WhatsApp' }).getAttribute('href')).toContain(
          encodeURIComponent(`${LINK}-nuevo`),
        ),
      );
      expect(remindersOf(calls, LUISA)).toHaveLength(0);
    },
    TIMEOUT,
  );

  it(
    "prepares the link and the text, opens the client's own chat with the amounts, and records one reminder per tap",
    async () => {
      const calls = mockApiRoutes({
        'GET /reports/receivables': () => ({ body: { data: report([LUISA, PEDRO]) } }),
        ...reminderRoutes(LUISA, () => reminded(LUISA)),
      });
      const user = show();
      await user.click(await screen.findByRole('button', { name: 'Recordar a Luisa Mora' }));

      const dialog = await screen.findByRole('dialog', { name: 'Recordar a Luisa Mora' });
      const link = await within(dialog).findByRole('link', { name: 'Abrir WhatsApp' });
      const text = buildDebtReminderText(statementOf(LUISA), {
        overdueSince: '2026-11-17',
        statementUrl: LINK,
      });
      expect(text).toContain('$12.50 (Bs. 3.070,85 a la tasa BCV de hoy), vencido desde el 17/11/2026.');
      expect(text).toContain(LINK);
      expect(link).toHaveAttribute('href', `https://wa.me/584141234567?text=${encodeURIComponent(text)}`);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
      expect(within(dialog).getByText(text)).toBeInTheDocument();
      // Preparing records nothing: only the tap does.
      expect(remindersOf(calls, LUISA)).toHaveLength(0);

      await user.click(link);
      expect(await within(dialog).findByText('Recordatorio registrado.')).toBeInTheDocument();
      const [posted] = remindersOf(calls, LUISA);
      expect(remindersOf(calls, LUISA)).toHaveLength(1);
      expect(posted?.body).toEqual({});
      expect(posted?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
      // The list is read again, to say "Recordado hoy".
      await waitFor(() =>
        expect(calls.filter((call) => call.path === '/reports/receivables').length).toBeGreaterThan(1),
      );

      // Another tap opens WhatsApp again (it may not have opened): the reminder is already recorded.
      await user.click(link);
      expect(remindersOf(calls, LUISA)).toHaveLength(1);

      await user.click(within(dialog).getByRole('button', { name: 'Listo' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    TIMEOUT,
  );

  it(
    'asks before reminding again when the server says the client was reminded today, and then says so',
    async () => {
      const calls = mockApiRoutes({
        'GET /reports/receivables': () => ({ body: { data: report([LUISA]) } }),
        ...reminderRoutes(LUISA, (body) =>
          (body as { again?: boolean }).again
            ? reminded(LUISA)
            : errorReply(409, 'REMINDED_TODAY', 'Ya le recordaste hoy a Luisa Mora.'),
        ),
      });
      const user = show();
      await user.click(await screen.findByRole('button', { name: 'Recordar a Luisa Mora' }));
      const dialog = await screen.findByRole('dialog', { name: 'Recordar a Luisa Mora' });
      await user.click(await within(dialog).findByRole('link', { name: 'Abrir WhatsApp' }));

      const question = await within(dialog).findByRole('alert');
      expect(question).toHaveTextContent('Ya le recordaste hoy a Luisa Mora. ¿Recordar otra vez?');
      await user.click(within(question).getByRole('button', { name: 'Recordar otra vez' }));
      expect(await within(dialog).findByText('Recordatorio registrado.')).toBeInTheDocument();

      const [first, second] = remindersOf(calls, LUISA);
      expect(remindersOf(calls, LUISA)).toHaveLength(2);
      expect(first?.body).toEqual({});
      expect(second?.body).toEqual({ again: true });
      expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).not.toBe(
        first?.headers.get(IDEMPOTENCY_KEY_HEADER),
      );
    },
    TIMEOUT,
  );

  it(
    'asks first when the list already says "Recordado hoy", and prepares nothing until confirmed',
    async () => {
      const luisa = { ...LUISA, lastReminderAt: new Date().toISOString() };
      const calls = mockApiRoutes({
        'GET /reports/receivables': () => ({ body: { data: report([luisa]) } }),
        ...reminderRoutes(luisa, () => reminded(luisa)),
      });
      const user = show();
      const card = await screen.findByRole('article', { name: 'Luisa Mora' });
      expect(card).toHaveTextContent('Recordado hoy');
      await user.click(within(card).getByRole('button', { name: 'Recordar a Luisa Mora' }));

      const dialog = await screen.findByRole('dialog', { name: 'Recordar a Luisa Mora' });
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Ya le recordaste hoy a Luisa Mora. ¿Recordar otra vez?',
      );
      expect(calls.some((call) => call.path.endsWith('/statement-link'))).toBe(false);
      await user.click(within(dialog).getByRole('button', { name: 'Recordar otra vez' }));
      await user.click(await within(dialog).findByRole('link', { name: 'Abrir WhatsApp' }));
      expect(await within(dialog).findByText('Recordatorio registrado.')).toBeInTheDocument();
      expect(remindersOf(calls, luisa).map((call) => call.body)).toEqual([{ again: true }]);
    },
    TIMEOUT,
  );

  it(
    'walks the overdue clients one after another, leaving out those reminded today',
    async () => {
      const ana: TReceivableClient = {
        ...LUISA,
        clientId: 'client-ana',
        name: 'Ana Ruiz',
        phone: '0412 765 43 21',
      };
      const remindedToday: TReceivableClient = {
        ...LUISA,
        clientId: 'client-rosa',
        name: 'Rosa Paz',
        lastReminderAt: new Date().toISOString(),
      };
      const calls = mockApiRoutes({
        'GET /reports/receivables': (_body, url) => ({
          body: {
            data:
              url.searchParams.get('overdueOnly') === 'true'
                ? report([LUISA, remindedToday, ana])
                : report([LUISA, remindedToday, ana, PEDRO]),
          },
        }),
        ...reminderRoutes(LUISA, () => reminded(LUISA)),
        ...reminderRoutes(ana, () => reminded(ana)),
      });
      const user = show();
      await user.click(await screen.findByRole('button', { name: 'Recordar a todos los vencidos' }));

      const dialog = await screen.findByRole('dialog', { name: 'Recordar a los vencidos' });
      expect(await within(dialog).findByText('Cliente 1 de 2')).toBeInTheDocument();
      expect(within(dialog).getByText('Se salta 1 cliente al que ya le recordaste hoy.')).toBeInTheDocument();
      expect(within(dialog).getByRole('heading', { name: 'Luisa Mora' })).toBeInTheDocument();
      await user.click(await within(dialog).findByRole('link', { name: 'Abrir WhatsApp' }));
      expect(await within(dialog).findByText('Recordatorio registrado.')).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
      expect(await within(dialog).findByText('Cliente 2 de 2')).toBeInTheDocument();
      expect(within(dialog).getByRole('heading', { name: 'Ana Ruiz' })).toBeInTheDocument();
      const link = await within(dialog).findByRole('link', { name: 'Abrir WhatsApp' });
      expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/584127654321\?text=/);
      expect(within(dialog).queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
      await user.click(link);
      expect(await within(dialog).findByText('Recordatorio registrado.')).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Terminar' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(remindersOf(calls, LUISA)).toHaveLength(1);
      expect(remindersOf(calls, ana)).toHaveLength(1);
      expect(calls.some((call) => call.path === '/clients/client-rosa/reminders')).toBe(false);
      const walk = calls.find((call) => call.params.get('overdueOnly') === 'true');
      expect(walk?.params.get('asOf')).toBe(AS_OF);
    },
    TIMEOUT,
  );
});
