import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppStore, setSession } from '@/testing/app-store';
import { catchDownloads } from '@/testing/downloads';
import { errorReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { AllDataDownload } from './all-data-download';

describe('AllDataDownload', () => {
  beforeEach(() => {
    resetAppStore();
    setSession(validToken(), sessionUser({ timeZone: 'America/Caracas' }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('downloads every table as one ZIP named after today in the seller’s zone', async () => {
    const saved = catchDownloads();
    const calls = mockApiRoutes({ 'GET /exports/all.zip': () => ({ body: 'PK' }) });
    renderWithProviders(<AllDataDownload />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Descargar todos mis datos' }));
    await waitFor(() => expect(saved.names).toEqual(['cuadre-mis-datos-2026-03-10.zip']));
    expect(calls[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Listo: se descargó «cuadre-mis-datos-2026-03-10.zip».',
    );
  });

  it('shows the server’s message when the download fails, and lets the seller try again', async () => {
    mockApiRoutes({
      'GET /exports/all.zip': () =>
        errorReply(503, 'BUSY', 'El servidor está ocupado. Inténtalo en unos segundos.'),
    });
    renderWithProviders(
      <AllDataDownload>
        <p>Más opciones</p>
      </AllDataDownload>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Descargar todos mis datos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El servidor está ocupado. Inténtalo en unos segundos.',
    );
    expect(screen.getByRole('button', { name: 'Descargar todos mis datos' })).toBeEnabled();
    expect(screen.getByText('Más opciones')).toBeInTheDocument();
  });
});
