import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDocumentBlock } from '@cuadre/shared/documents/schemas';
import { resetAppStore, setSession } from '@/testing/app-store';
import { errorReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import type { TReceiptSource } from '../api/receipt-source';
import { ReceiptScreen } from './receipt-screen';

// Design §12: the receipt drawn from the same blocks as its PDF, and what a seller, a customer with the
// public link and the admin can do with it.

const SALE_ID = '0190f0a2-6d1c-7c3e-9a55-3f1e2d4c5b6a';
const TOKEN = 'Q2VzdGEtZGUtcGFuLWRlbC1sdW5lcy1wb3ItbGEtdGFyZGU';
const LINK = `http://localhost:3000/r/${TOKEN}`;
const BLOCKS: TDocumentBlock[] = [
  { kind: 'title', text: 'Nota de entrega' },
  { kind: 'text', text: 'Bodega La Esquina', bold: true },
  { kind: 'rule' },
  { kind: 'row', label: 'N°', value: '000002', bold: true },
  { kind: 'row', label: '2 × Harina PAN ($1.35)', value: '$2.70' },
  { kind: 'row', label: 'Total', value: '$2.70', bold: true },
  { kind: 'gap' },
  { kind: 'text', text: 'Documento no fiscal' },
];
const SHARE_TEXT = 'Bodega La Esquina\nNota de entrega N° 000002 · 24/11/2026, 10:15 a. m.\nTotal: $2.70';

function receipt(link: { url: string } | null = null) {
  return { receiptNumber: '000002', blocks: BLOCKS, shareText: SHARE_TEXT, link };
}

beforeEach(() => {
  resetAppStore();
  setSession(validToken(), sessionUser());
});
afterEach(() => vi.unstubAllGlobals());

function show(source: TReceiptSource, missingMessage = 'Venta no encontrada.') {
  const user = userEvent.setup();
  renderWithProviders(<ReceiptScreen source={source} missingMessage={missingMessage} />);
  return user;
}

describe('the seller’s receipt', () => {
  it('draws every block on the paper picked, and downloads the PDF on that paper', async () => {
    const calls = mockApiRoutes({
      [`GET /sales/${SALE_ID}/receipt`]: () => ({ body: { data: receipt() } }),
      [`GET /sales/${SALE_ID}/receipt.pdf`]: () => ({ body: '%PDF' }),
    });
    const user = show({ kind: 'seller', saleId: SALE_ID });
    const paper = await screen.findByRole('article', { name: 'Recibo' });
    expect(within(paper).getByRole('heading', { name: 'Nota de entrega' })).toBeInTheDocument();
    for (const text of ['Bodega La Esquina', '000002', '2 × Harina PAN ($1.35)', 'Documento no fiscal']) {
      expect(within(paper).getByText(text)).toBeInTheDocument();
    }
    expect(paper).toHaveAttribute('data-paper', '80');

    await user.selectOptions(screen.getByLabelText('Tamaño del papel'), 'Rollo 58 mm');
    expect(paper).toHaveAttribute('data-paper', '58');
    URL.createObjectURL = vi.fn(() => 'blob:recibo');
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/receipt.pdf'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/receipt.pdf'))?.search).toBe('?paper=58');
  });

  it('makes the public link on the first WhatsApp tap, sends it with the text, and revokes it on a confirmed second tap', async () => {
    let link: { url: string } | null = null;
    const calls = mockApiRoutes({
      [`GET /sales/${SALE_ID}/receipt`]: () => ({ body: { data: receipt(link) } }),
      [`POST /sales/${SALE_ID}/receipt-link`]: () => {
        link = { url: LINK };
        return { body: { data: link } };
      },
      [`DELETE /sales/${SALE_ID}/receipt-link`]: () => {
        link = null;
        return { body: { data: { message: 'Enlace desactivado: ya no abre el recibo.' } } };
      },
    });
    const opened = { location: { href: '' }, closed: false, opener: {} as unknown, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => opened),
    );
    const user = show({ kind: 'seller', saleId: SALE_ID });

    await user.click(await screen.findByRole('button', { name: 'Compartir por WhatsApp' }));
    await waitFor(() => expect(opened.location.href).not.toBe(''));
    const sent = new URL(opened.location.href);
    expect(sent.origin + sent.pathname).toBe('https://wa.me/');
    expect(sent.searchParams.get('text')).toBe(`${SHARE_TEXT}\nVer recibo: ${LINK}`);
    expect(opened.opener).toBeNull();

    // Once made, the link is shown and WhatsApp is a plain link to it: another tap makes no second link.
    const panel = await screen.findByRole('region', { name: 'Enlace público del recibo' });
    expect(within(panel).getByRole('textbox')).toHaveValue(LINK);
    expect(screen.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${SHARE_TEXT}\nVer recibo: ${LINK}`)}`,
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Desactivar enlace' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(
      within(panel).getByText('¿Desactivar el enlace? Quien lo tenga ya no podrá abrir el recibo.'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Sí, desactivar' }));
    expect(await screen.findByText('Enlace desactivado: ya no abre el recibo.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Enlace público del recibo' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('warns that a link on a local address will not open on the customer’s phone; a public one gets no warning', async () => {
    for (const [url, warning] of [
      [
        LINK,
        /Este enlace usa una dirección local \(localhost:3000\): solo abre en este equipo, no en el teléfono de tu cliente/,
      ],
      [`http://192.168.1.20:3000/r/${TOKEN}`, /no abrirá en el teléfono de tu cliente fuera de esa red/],
    ] as const) {
      mockApiRoutes({ [`GET /sales/${SALE_ID}/receipt`]: () => ({ body: { data: receipt({ url }) } }) });
      const { unmount } = renderWithProviders(
        <ReceiptScreen source={{ kind: 'seller', saleId: SALE_ID }} missingMessage="Venta no encontrada." />,
      );
      const panel = await screen.findByRole('region', { name: 'Enlace público del recibo' });
      expect(within(panel).getByRole('alert')).toHaveTextContent(warning);
      expect(within(panel).getByRole('alert')).toHaveTextContent('(APP_URL)');
      unmount();
    }

    mockApiRoutes({
      [`GET /sales/${SALE_ID}/receipt`]: () => ({
        body: { data: receipt({ url: `https://cuadre.example.com/r/${TOKEN}` }) },
      }),
    });
    show({ kind: 'seller', saleId: SALE_ID });
    const panel = await screen.findByRole('region', { name: 'Enlace público del recibo' });
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes the window it opened and says why when the link cannot be made', async () => {
    mockApiRoutes({
      [`GET /sales/${SALE_ID}/receipt`]: () => ({ body: { data: receipt() } }),
      [`POST /sales/${SALE_ID}/receipt-link`]: () => errorReply(500, 'INTERNAL'),
    });
    const opened = { location: { href: '' }, closed: false, opener: null, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => opened),
    );
    const user = show({ kind: 'seller', saleId: SALE_ID });
    await user.click(await screen.findByRole('button', { name: 'Compartir por WhatsApp' }));
    expect(await screen.findByText('No se pudo crear el enlace del recibo.')).toBeInTheDocument();
    expect(opened.close).toHaveBeenCalled();
  });

  it('offers "Enviar PDF" only where the share sheet takes files, and sends the PDF as a file', async () => {
    mockApiRoutes({
      [`GET /sales/${SALE_ID}/receipt`]: () => ({ body: { data: receipt() } }),
      [`GET /sales/${SALE_ID}/receipt.pdf`]: () => ({ body: '%PDF' }),
    });
    const shared: ShareData[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      share: vi.fn(async (data: ShareData) => void shared.push(data)),
      canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
    });
    const user = show({ kind: 'seller', saleId: SALE_ID });
    await user.click(await screen.findByRole('button', { name: 'Enviar PDF' }));
    await waitFor(() => expect(shared).toHaveLength(1));
    const [file] = shared[0]?.files ?? [];
    expect(file?.name).toBe('recibo-000002.pdf');
    expect(file?.type).toBe('application/pdf');
    expect(shared[0]?.text).toBe(SHARE_TEXT);
  });

  it('has no "Enviar PDF" where the share sheet takes no files', async () => {
    mockApiRoutes({ [`GET /sales/${SALE_ID}/receipt`]: () => ({ body: { data: receipt() } }) });
    show({ kind: 'seller', saleId: SALE_ID });
    await screen.findByRole('article', { name: 'Recibo' });
    expect(screen.queryByRole('button', { name: 'Enviar PDF' })).not.toBeInTheDocument();
  });

  it('says a sale that is not the seller’s is not found', async () => {
    mockApiRoutes({
      [`GET /sales/${SALE_ID}/receipt`]: () => errorReply(404, 'NOT_FOUND', 'Venta no encontrada.'),
    });
    show({ kind: 'seller', saleId: SALE_ID });
    expect(await screen.findByRole('alert')).toHaveTextContent('Venta no encontrada.');
  });
});

describe('the public receipt page', () => {
  it('shows the receipt with print, PDF and WhatsApp, and no link to manage', async () => {
    const calls = mockApiRoutes({
      [`GET /public/receipts/${TOKEN}`]: () => ({
        body: { data: { receiptNumber: '000002', blocks: BLOCKS, shareText: SHARE_TEXT } },
      }),
    });
    show({ kind: 'public', token: TOKEN });
    const paper = await screen.findByRole('article', { name: 'Recibo' });
    expect(within(paper).getByText('Total')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/?text=Bodega'),
    );
    expect(screen.queryByRole('region', { name: 'Enlace público del recibo' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([`/public/receipts/${TOKEN}`]);
  });

  it('says so when the link was revoked or never existed', async () => {
    mockApiRoutes({
      [`GET /public/receipts/${TOKEN}`]: () =>
        errorReply(404, 'NOT_FOUND', 'Este recibo no existe o el vendedor desactivó el enlace.'),
    });
    show({ kind: 'public', token: TOKEN }, 'Este recibo no existe o el vendedor desactivó el enlace.');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este recibo no existe o el vendedor desactivó el enlace.',
    );
  });
});

describe('the admin’s receipt', () => {
  it('prints, and neither shares nor downloads', async () => {
    mockApiRoutes({
      [`GET /admin/sales/${SALE_ID}/receipt`]: () => ({
        body: { data: { receiptNumber: '000002', blocks: BLOCKS, shareText: SHARE_TEXT } },
      }),
    });
    show({ kind: 'admin', saleId: SALE_ID });
    await screen.findByRole('article', { name: 'Recibo' });
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar PDF' })).not.toBeInTheDocument();
    expect(screen.queryByText('Compartir por WhatsApp')).not.toBeInTheDocument();
  });
});
