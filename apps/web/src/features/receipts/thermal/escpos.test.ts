import { describe, expect, it } from 'vitest';
import type { TDocumentBlock } from '@cuadre/shared/documents/schemas';
import { encodeReceipt, thermalColumns } from './escpos';

// Bytes 0x80–0xFF of code page 850, as Python's cp850 codec decodes them: a table independent of the encoder's.
const CP850_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

// The ESC/POS commands a receipt may hold, by their leading bytes, and their total length.
const COMMANDS: Record<string, { name: string; length: number }> = {
  '1b40': { name: 'initialize', length: 2 },
  '1c2e': { name: 'cancel-kanji', length: 2 },
  '1b4d': { name: 'font', length: 3 },
  '1b74': { name: 'codepage', length: 3 },
  '1b45': { name: 'bold', length: 3 },
  '1d56': { name: 'cut', length: 3 },
};

const hex = (...values: number[]) => values.map((value) => value.toString(16).padStart(2, '0')).join('');

/**
 * Reads the bytes as a printer would: the text through code page 850 with bold marked as <b>…</b>, and the
 * commands in order. An unknown command or control byte fails the test rather than being skipped.
 */
function decode(bytes: Uint8Array) {
  const commands: string[] = [];
  let marked = '';
  let codepage: number | null = null;
  for (let i = 0; i < bytes.length;) {
    const byte = bytes[i] ?? 0;
    if (byte === 0x1b || byte === 0x1c || byte === 0x1d) {
      const command = COMMANDS[hex(byte, bytes[i + 1] ?? 0)];
      if (!command) throw new Error(`unknown command ${hex(byte, bytes[i + 1] ?? 0)} at ${i}`);
      commands.push(command.name);
      const argument = bytes[i + 2];
      if (command.name === 'bold') marked += argument === 1 ? '<b>' : '</b>';
      if (command.name === 'codepage') codepage = argument ?? null;
      i += command.length;
    } else if (byte === 0x0a) {
      marked += '\n';
      i += 1;
    } else if (byte < 0x20) {
      throw new Error(`unexpected control byte ${hex(byte)} at ${i}`);
    } else if (byte < 0x80) {
      marked += String.fromCharCode(byte);
      i += 1;
    } else {
      // A high byte means nothing until the code page is chosen: the printer would draw its default (cp437).
      if (codepage !== 2) throw new Error(`byte ${hex(byte)} before code page 850 was selected`);
      marked += CP850_HIGH[byte - 0x80];
      i += 1;
    }
  }
  const text = marked.replace(/<\/?b>/g, '');
  return { commands, marked, text, lines: text.replace(/\n+$/, '').split('\n') };
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

const RECEIPT: TDocumentBlock[] = [
  { kind: 'title', text: 'Nota de entrega' },
  { kind: 'text', text: 'Panadería La Ñapa, C.A.', bold: true },
  { kind: 'text', text: 'RIF: J-12345678-9' },
  { kind: 'rule' },
  { kind: 'row', label: 'N°', value: '000123', bold: true },
  { kind: 'row', label: 'Fecha', value: '05/03/2026 2:30 p. m.' },
  { kind: 'row', label: 'Cliente', value: 'José Ángel Núñez Peña' },
  { kind: 'rule' },
  { kind: 'row', label: '3 × Harina PAN precocida de maíz blanco 1 kg ($1,50)', value: '$4,50' },
  { kind: 'row', label: '2 × Ñame ($0,80)', value: '$1,60' },
  { kind: 'row', label: 'Total', value: '$6,10', bold: true },
  { kind: 'row', label: 'Total en Bs.', value: 'Bs. 1.234.567,89' },
  { kind: 'text', text: 'Tasa BCV: Bs. 202,40 · Fecha Valor 05/03/2026' },
  { kind: 'row', label: 'Pago móvil · Ref. 0102-1234-5678-9012-3456', value: '$3,00' },
  {
    kind: 'row',
    label: 'Saldo pendiente por pagar antes del cierre de la quincena',
    value: '$3,10',
    bold: true,
  },
  { kind: 'gap' },
  { kind: 'text', text: 'Gracias por su compra.\n¡Vuelva pronto, señor Muñoz!' },
  { kind: 'text', text: 'Documento no fiscal' },
];

describe('encodeReceipt', () => {
  it.each([
    ['58', 32],
    ['80', 48],
  ] as const)('lays a receipt out on %s mm paper in %i columns, with nothing lost', (paper, columns) => {
    const bytes = encodeReceipt(RECEIPT, paper);
    const { commands, text, lines, marked } = decode(bytes);

    expect(hex(...bytes.slice(0, 2))).toBe('1b40');
    expect(commands[0]).toBe('initialize');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(columns);

    for (const block of RECEIPT) {
      if (block.kind === 'row') {
        expect(flat(text)).toContain(flat(block.label));
        // The value ends a full-width line: right-aligned, whole.
        expect(lines.some((line) => line.length === columns && line.endsWith(` ${block.value}`))).toBe(true);
      }
      if (block.kind === 'title' || block.kind === 'text') expect(flat(text)).toContain(flat(block.text));
    }

    expect(text).toContain('Ñame');
    expect(text).toContain('maíz');
    expect(text).toContain('José Ángel Núñez Peña');
    expect(text).toContain('¡Vuelva pronto, señor Muñoz!');
    expect(text).toContain('3 × Harina PAN');
    expect(text).toContain('N°');

    const title = lines.find((line) => line.includes('Nota de entrega')) ?? '';
    const margin = columns - 'Nota de entrega'.length;
    expect(title.length - title.trimStart().length).toBe(Math.floor(margin / 2));
    expect(marked).toMatch(/<b>\s*Nota de entrega<\/b>/);
    expect(lines).toContain('-'.repeat(columns));

    // Fed and cut at the end: the cut is the last command, with at most a line feed after it.
    expect(commands.at(-1)).toBe('cut');
    expect(hex(...bytes.slice(bytes.lastIndexOf(0x1d)))).toMatch(/^1d5600(0a)?$/);
    expect(text).toMatch(/Documento no fiscal\n{4,}$/);
  });

  it('wraps a long label and keeps its value at the right of the last line or on a line of its own', () => {
    const { lines } = decode(
      encodeReceipt(
        [
          { kind: 'row', label: 'Saldo pendiente por pagar antes del cierre', value: '$3,10' },
          { kind: 'row', label: 'Harina PAN precocida de maíz blan', value: 'Bs. 1.234,56' },
        ],
        '58',
      ),
    );
    expect(lines).toEqual([
      'Saldo pendiente por pagar antes',
      'del cierre                 $3,10',
      'Harina PAN precocida de maíz',
      'blan                Bs. 1.234,56',
    ]);
  });

  it('puts the value on its own line when the last line of the label leaves no room for it', () => {
    const { lines } = decode(
      encodeReceipt([{ kind: 'row', label: 'Transferencia bancaria Banesco', value: 'Bs. 12.345,67' }], '58'),
    );
    expect(lines).toEqual(['Transferencia bancaria Banesco', '                   Bs. 12.345,67']);
  });

  it('breaks a word longer than the line instead of cutting it', () => {
    const reference = 'REF-0102030405060708091011121314151617';
    const { lines } = decode(encodeReceipt([{ kind: 'text', text: reference }], '58'));
    expect(lines.join('')).toBe(reference);
    expect(lines[0]).toHaveLength(32);
  });

  it('spells out the typography code page 850 lacks, instead of printing question marks', () => {
    const { text } = decode(
      encodeReceipt([{ kind: 'text', text: 'Envío — 10 € “urgente”… Pan de jamón 🍞 cañón' }], '80'),
    );
    expect(text).toContain('Envío - 10 EUR "urgente"... Pan de jamón ? cañón');
  });

  it('prints a name in any script with one question mark for each character the code page lacks', () => {
    const { lines } = decode(
      encodeReceipt([{ kind: 'row', label: 'Té verde 🍵 Łódź ₿ 中文 Ωμέγα Жёлтый', value: '$2,50' }], '58'),
    );
    // Ł, ź, ₿, each Chinese character, Greek and Cyrillic: one '?' each; é and ó as typed.
    expect(lines).toEqual(['Té verde ? ?ód? ? ?? ?????', `${'??????'.padEnd(27)}$2,50`]);
  });

  it('prints an emoji family, a flag or a skin tone as one question mark, so the columns stay right', () => {
    const { lines } = decode(encodeReceipt([{ kind: 'row', label: 'Bodega 👩‍👩‍👧 🇻🇪 👍🏽', value: '$1' }], '58'));
    expect(lines).toEqual(['Bodega ? ? ?                  $1']);
  });

  it('composes a decomposed accent into the one character the printer has', () => {
    const { text } = decode(encodeReceipt([{ kind: 'text', text: 'Pin\u0303a Pe\u0301rez' }], '58'));
    expect(text).toContain('Piña Pérez');
  });

  it('treats A4 as the 80 mm roll, the only paper with no thermal form', () => {
    expect(thermalColumns('58')).toBe(32);
    expect(thermalColumns('80')).toBe(48);
    expect(thermalColumns('a4')).toBe(48);
  });
});
