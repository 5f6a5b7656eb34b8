import { describe, expect, it } from 'vitest';
import type { TClientStatement } from './statement-schemas';
import type { TDocumentBlock } from '../documents/schemas';
import type { TDocumentShop } from '../documents/document-shop';
import { statementFileName } from './client-statement';
import { hasUnprintableCharacters } from '../documents/printable-text';
import { layoutBlocks, layoutText } from '../documents/document-layout';
import { shopKnownByName } from '../documents/document-shop';
import { statementBlocks, statementLayout } from './statement-document';
import { buildStatementShareText } from './client-statement-text';

const shop: TDocumentShop = {
  name: 'Bodega La Esquina',
  taxId: 'J-12345678-9',
  address: null,
  phone: null,
  receiptFooter: '¡Gracias!',
  timeZone: 'America/Caracas',
};

const statement: TClientStatement = {
  client: { id: 'c1', name: 'Luisa Mora', phone: '0414-1234567', taxId: 'V-12345678' },
  shopName: 'Bodega La Esquina',
  olderEntries: 0,
  openingBalance: 0,
  balance: 6,
  todayRate: { rate: 250, validFor: '2026-03-10' },
  entries: [
    {
      kind: 'SALE',
      id: 's1',
      at: '2026-03-02T15:00:00.000Z',
      receiptNumber: 7,
      amount: 10,
      balanceAfter: 10,
      dueDate: null,
    },
    {
      kind: 'PAYMENT',
      id: 'p1',
      at: '2026-03-03T15:00:00.000Z',
      receiptNumber: 7,
      method: 'PAGO_MOVIL',
      currency: 'VES',
      amountInCurrency: 1000,
      amount: 4,
      igtf: 0,
      balanceAfter: 6,
    },
  ],
};

const rows = (blocks: TDocumentBlock[]) =>
  blocks.flatMap((block) =>
    block.kind === 'row' ? [`${block.label} | ${block.value}`] : 'text' in block ? [block.text] : [],
  );

describe('statementBlocks', () => {
  it('heads with the shop and the client and lists each entry with the balance after it, oldest first', () => {
    expect(rows(statementBlocks(statement, shop, new Date('2026-03-10T15:00:00.000Z')))).toEqual([
      'Estado de cuenta',
      'Bodega La Esquina',
      'RIF: J-12345678-9',
      'Cliente | Luisa Mora',
      'RIF/C.I. | V-12345678',
      'Teléfono | 0414-1234567',
      'Fecha | 10/03/2026, 11:00 a. m.',
      '02/03/2026 Venta N° 000007 | $10.00',
      'Saldo | $10.00 · Bs. 2.500,00',
      '03/03/2026 Abono Pago Móvil (N° 000007) | -Bs. 1.000,00',
      'Equivale a | -$4.00',
      'Saldo | $6.00 · Bs. 1.500,00',
      'Saldo pendiente | $6.00',
      'Saldo en Bs. | Bs. 1.500,00',
      'Tasa BCV de hoy: Bs. 250,00 (Fecha Valor 10/03/2026)',
      '¡Gracias!',
      'Documento no fiscal',
    ]);
  });

  it('shows an abono in dollars as what it took off the balance, and its IGTF as its own line', () => {
    const withIgtf: TClientStatement = {
      ...statement,
      balance: 4,
      entries: [
        ...statement.entries,
        {
          kind: 'PAYMENT',
          id: 'p2',
          at: '2026-03-04T15:00:00.000Z',
          receiptNumber: 7,
          method: 'CASH',
          currency: 'USD',
          amountInCurrency: 2.06,
          amount: 2,
          igtf: 0.06,
          balanceAfter: 4,
        },
      ],
    };
    const texts = rows(statementBlocks(withIgtf, shop, new Date('2026-03-10T15:00:00.000Z')));
    // The balance falls $2.00, as the row says; the $0.06 handed over beside it is the IGTF.
    expect(texts.slice(12, 15)).toEqual([
      '04/03/2026 Abono Efectivo (N° 000007) | -$2.00',
      'IGTF (no abona a la deuda) | $0.06',
      'Saldo | $4.00 · Bs. 1.000,00',
    ]);
  });

  it('carries the balance of the entries left out, and has no bolívares without a rate', () => {
    const texts = rows(
      statementBlocks(
        { ...statement, olderEntries: 3, openingBalance: 2.5, todayRate: null, entries: [] },
        shop,
        new Date('2026-03-10T15:00:00.000Z'),
      ),
    );
    expect(texts).toContain('Saldo anterior (3 movimientos previos) | $2.50');
    expect(texts).toContain('Sin movimientos');
    expect(texts.some((text) => text.includes('Bs.'))).toBe(false);
  });

  it('leaves out the client’s cédula and the footer when there are none', () => {
    const texts = rows(
      statementBlocks(
        { ...statement, client: { ...statement.client, taxId: null } },
        { ...shop, receiptFooter: null },
        new Date('2026-03-10T15:00:00.000Z'),
      ),
    );
    expect(texts.filter((text) => text.startsWith('RIF/C.I.'))).toEqual([]);
    expect(texts.at(-1)).toBe('Documento no fiscal');
    expect(texts.at(-2)).not.toBe('¡Gracias!');
  });
});

describe('statementBlocks of rows stored with control characters', () => {
  it('prints the client, the phone and the shop without them', () => {
    const texts = rows(
      statementBlocks(
        {
          ...statement,
          client: { ...statement.client, name: 'Luisa\r\nMora\u202E', phone: '0414\u0007-1234567' },
        },
        { ...shop, name: 'Bodega\u001b[2JLa Esquina', receiptFooter: 'Gracias\u2028Vuelva' },
        new Date('2026-03-10T15:00:00.000Z'),
      ),
    );
    expect(texts.slice(0, 6)).toEqual([
      'Estado de cuenta',
      'Bodega [2JLa Esquina',
      'RIF: J-12345678-9',
      'Cliente | Luisa Mora',
      'RIF/C.I. | V-12345678',
      'Teléfono | 0414 -1234567',
    ]);
    expect(texts.filter(hasUnprintableCharacters)).toEqual([]);
  });
});

describe('statementFileName', () => {
  it('names the file after the client, without accents or spaces', () => {
    expect(statementFileName('Luisa Mora')).toBe('estado-de-cuenta-luisa-mora.pdf');
    expect(statementFileName('José Ñáñez & Hijos')).toBe('estado-de-cuenta-jose-nanez-hijos.pdf');
    expect(statementFileName('***')).toBe('estado-de-cuenta.pdf');
  });
});

describe('statementLayout', () => {
  const issuedAt = new Date('2026-03-10T15:00:00.000Z');

  it('is where the PDF’s blocks and the WhatsApp text both come from', () => {
    expect(statementBlocks(statement, shop, issuedAt)).toStrictEqual(
      layoutBlocks(statementLayout(statement, shop, issuedAt)),
    );
    expect(buildStatementShareText(statement, { timeZone: shop.timeZone })).toBe(
      layoutText(statementLayout(statement, shopKnownByName(statement.shopName, shop.timeZone), issuedAt)),
    );
  });

  it('gives each movement to both, and a row added beside the client shows in the PDF and in the text', () => {
    const layout = statementLayout(statement, shop, issuedAt);
    const client = layout.findIndex((part) => part.kind === 'row' && part.label === 'Cliente');
    layout.splice(client + 1, 0, { kind: 'row', label: 'Límite de crédito', value: '$50.00' });
    const texts = rows(layoutBlocks(layout));
    const text = layoutText(layout);
    expect(texts.slice(3, 5)).toEqual(['Cliente | Luisa Mora', 'Límite de crédito | $50.00']);
    expect(text.split('\n').slice(1, 3)).toEqual(['Cliente: Luisa Mora', 'Límite de crédito: $50.00']);
    expect(texts).toContain('03/03/2026 Abono Pago Móvil (N° 000007) | -Bs. 1.000,00');
    expect(text).toContain('\n- 03/03/2026 Abono Pago Móvil (N° 000007): -Bs. 1.000,00 (saldo $6.00)');
  });
});
