import { describe, expect, it } from 'vitest';
import { layoutBlocks, layoutText, onlyIn, type TLayoutPart } from './document-layout';

const shop = { name: 'Bodega La Esquina', taxId: 'J-12345678-9', address: null, phone: '0414-1234567' };

const layout: TLayoutPart[] = [
  { kind: 'heading', title: 'Reporte Z', shop, lines: ['Apertura: 08:00'] },
  { kind: 'rule' },
  { kind: 'row', label: 'Ventas', value: '2' },
  { kind: 'row', label: 'Total', value: '$4.70', bold: true, message: 'Total: $4.70 (Bs. 1.154,69)' },
  { kind: 'text', text: 'Caja', bold: true },
  {
    kind: 'group',
    label: 'Efectivo ($)',
    figures: [
      { label: 'Esperado', value: '$25.00', message: 'esperado $25.00' },
      { label: 'Faltante', value: '-$1.00', bold: true, message: 'Faltante $1.00' },
    ],
  },
  {
    kind: 'list',
    entries: ['uno', 'dos', 'tres'].map((name) => ({
      rows: [
        { label: name, value: '$1.00' },
        { label: 'Saldo', value: '$2.00' },
      ],
      message: `- ${name}`,
    })),
    messageLimit: 2,
  },
  ...onlyIn('document', [{ kind: 'row', label: 'Fecha', value: '10/03/2026' }]),
  ...onlyIn('message', [{ kind: 'text', text: 'Últimos movimientos' }]),
  { kind: 'gap' },
  { kind: 'text', text: 'Documento no fiscal' },
];

describe('layoutBlocks', () => {
  it('draws the heading as every document’s, a group as its label then a row per figure, every entry', () => {
    expect(layoutBlocks(layout)).toStrictEqual([
      { kind: 'title', text: 'Reporte Z' },
      { kind: 'text', text: 'Bodega La Esquina', bold: true },
      { kind: 'text', text: 'RIF: J-12345678-9' },
      { kind: 'text', text: 'Tel.: 0414-1234567' },
      { kind: 'text', text: 'Apertura: 08:00' },
      { kind: 'rule' },
      { kind: 'row', label: 'Ventas', value: '2' },
      { kind: 'row', label: 'Total', value: '$4.70', bold: true },
      { kind: 'text', text: 'Caja', bold: true },
      { kind: 'row', label: 'Efectivo ($)', value: '', bold: true },
      { kind: 'row', label: 'Esperado', value: '$25.00' },
      { kind: 'row', label: 'Faltante', value: '-$1.00', bold: true },
      { kind: 'row', label: 'uno', value: '$1.00' },
      { kind: 'row', label: 'Saldo', value: '$2.00' },
      { kind: 'row', label: 'dos', value: '$1.00' },
      { kind: 'row', label: 'Saldo', value: '$2.00' },
      { kind: 'row', label: 'tres', value: '$1.00' },
      { kind: 'row', label: 'Saldo', value: '$2.00' },
      { kind: 'row', label: 'Fecha', value: '10/03/2026' },
      { kind: 'gap' },
      { kind: 'text', text: 'Documento no fiscal' },
    ]);
  });

  it('prints no control character a stored name holds', () => {
    const blocks = layoutBlocks([
      { kind: 'heading', title: 'Nota', shop: { ...shop, name: 'Bodega\r\nLa\u202E Esquina' }, lines: [] },
      { kind: 'row', label: 'Cliente', value: 'Ana\u0007' },
    ]);
    expect(blocks[1]).toStrictEqual({ kind: 'text', text: 'Bodega La Esquina', bold: true });
    expect(blocks.at(-1)).toStrictEqual({ kind: 'row', label: 'Cliente', value: 'Ana ' });
  });
});

describe('layoutText', () => {
  it('writes "title - shop", a row as "label: value" or its own words, a group on one line, the latest entries', () => {
    expect(layoutText(layout)).toBe(
      [
        'Reporte Z - Bodega La Esquina',
        'Apertura: 08:00',
        '',
        'Ventas: 2',
        'Total: $4.70 (Bs. 1.154,69)',
        'Caja',
        '• Efectivo ($): esperado $25.00, Faltante $1.00',
        '- dos',
        '- tres',
        'Últimos movimientos',
        '',
        'Documento no fiscal',
      ].join('\n'),
    );
  });

  it('heads with the title alone for a shop with no name, or with the heading’s own lines', () => {
    const heading = {
      kind: 'heading',
      title: 'Reporte Z',
      shop: { ...shop, name: '' },
      lines: ['Apertura'],
    } as const;
    expect(layoutText([heading])).toBe('Reporte Z\nApertura');
    expect(layoutText([{ ...heading, message: ['Bodega', 'Nota N° 1'] }])).toBe('Bodega\nNota N° 1');
  });

  it('keeps every entry without a limit, and one line per row whatever a stored name holds', () => {
    const list: TLayoutPart = {
      kind: 'list',
      entries: [
        { rows: [], message: '• Salida: Pago\r\nSu caja fue bloqueada' },
        { rows: [], message: '• Entrada: Cambio' },
      ],
    };
    expect(layoutText([list])).toBe('• Salida: Pago Su caja fue bloqueada\n• Entrada: Cambio');
  });
});
