import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { resetAppStore, setSession } from '@/testing/app-store';
import { COLOMBIA, countriesOk, VENEZUELA } from '@/testing/countries';
import { catchDownloads } from '@/testing/downloads';
import { deferredReply, errorReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { ExportForm } from './export-form';

const FILE = { body: 'contenido' };

describe('ExportForm', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser());
  });

  it('downloads the kind, format and days picked, with the session’s token, under the name the server gives it', async () => {
    const saved = catchDownloads();
    const calls = mockApiRoutes({ 'GET /exports/payments.csv': () => FILE, 'GET /countries': countriesOk });
    renderWithProviders(<ExportForm />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Qué exportar'), 'Pagos y abonos');
    await user.click(screen.getByRole('radio', { name: 'CSV' }));
    await user.type(screen.getByLabelText('Desde'), '2026-03-01');
    await user.type(screen.getByLabelText('Hasta'), '2026-03-31');
    expect(screen.getByText(/filtran por la fecha del pago/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(
      await screen.findByText('Listo: se descargó «cuadre-pagos-2026-03-01-a-2026-03-31.csv».'),
    ).toBeInTheDocument();
    expect(saved.names).toEqual(['cuadre-pagos-2026-03-01-a-2026-03-31.csv']);
    const exported = calls.find((call) => call.path === '/exports/payments.csv');
    expect(exported?.search).toBe('?from=2026-03-01&to=2026-03-31');
    expect(exported?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('sends no dates when none are picked: the whole table, as Excel by default', async () => {
    const saved = catchDownloads();
    const calls = mockApiRoutes({ 'GET /exports/sales.xlsx': () => FILE });
    renderWithProviders(<ExportForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Descargar' }));
    await waitFor(() => expect(saved.names).toEqual(['cuadre-ventas.xlsx']));
    expect(calls[0]?.search).toBe('');
  });

  it('says which CSV the seller’s country gets: its separator and decimal mark', async () => {
    const MEXICO = {
      ...COLOMBIA,
      name: 'México',
      code: 'MX',
      currency: 'Peso mexicano',
      currencyCode: 'MXN',
    };
    mockApiRoutes({ 'GET /countries': () => ({ body: { data: [MEXICO, VENEZUELA] } }) });
    const { unmount } = renderWithProviders(<ExportForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'CSV' }));
    expect(
      await screen.findByText(
        /CSV con punto y coma y coma decimal \(Excel en español de Venezuela\), con acentos\./,
      ),
    ).toBeInTheDocument();
    unmount();

    setSession(validToken(), sessionUser({ country: 'México', currency: 'MXN', currencySymbol: '$' }));
    renderWithProviders(<ExportForm />);
    await user.click(screen.getByRole('radio', { name: 'CSV' }));
    expect(
      await screen.findByText(/CSV con coma y punto decimal \(Excel en español de México\), con acentos\./),
    ).toBeInTheDocument();
  });

  it('refuses an end before the start, without asking the server', async () => {
    const calls = mockApiRoutes({});
    renderWithProviders(<ExportForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Desde'), '2026-03-10');
    await user.type(screen.getByLabelText('Hasta'), '2026-03-01');
    expect(screen.getByText(VALIDATION.dateRangeInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it('says it is preparing the file while it comes, then the server’s message when it fails', async () => {
    const reply = deferredReply(
      errorReply(503, 'BUSY', 'El servidor está ocupado. Inténtalo en unos segundos.'),
    );
    mockApiRoutes({ 'GET /exports/sales.xlsx': reply.handler });
    renderWithProviders(<ExportForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Descargar' }));
    expect(await screen.findByRole('button', { name: /Preparando archivo/ })).toBeDisabled();
    reply.release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El servidor está ocupado. Inténtalo en unos segundos.',
    );
  });
});
