import { describe, expect, it } from 'vitest';
import type { TDocumentBlock } from '@cuadre/shared/documents/schemas';
import { popplerFonts, popplerText } from '../../../test/pdf-text';
import { renderPdf } from './pdf-document';

// The PDF as a customer's phone shows it and copies it: the same embedded faces serve every document of the
// process, so what one document printed must not change what the next one copies back.

const RECEIPT: TDocumentBlock[] = [
  { kind: 'title', text: 'Nota de entrega' },
  { kind: 'text', text: 'Té verde 🍵 Łódź ₿ 中文 Ωμέγα Жёлтый', bold: true },
  { kind: 'row', label: 'Fecha', value: '27/11/2026, 04:55 p. m.' },
  { kind: 'rule' },
  ...Array.from({ length: 12 }, (_, index): TDocumentBlock => ({
    kind: 'row',
    label: `${index + 1} × Harina PAN precocida de maíz blanco 1 kg ($1.35)`,
    value: '$1.35',
  })),
  { kind: 'row', label: 'Total', value: '$16.20', bold: true },
  { kind: 'gap' },
  { kind: 'text', text: 'Documento no fiscal' },
];

describe('renderPdf', () => {
  it('copies back each letter in a document made after others that used the same glyphs inside theirs', async () => {
    // Ł, Ö, É are drawn with the glyphs of L, O, E inside them.
    await renderPdf(
      [
        { kind: 'title', text: 'ŁÖÉ' },
        { kind: 'text', text: 'Łódź Ölçü Éxito', bold: true },
      ],
      '58',
      'antes',
    );
    const text = await popplerText(
      await renderPdf(
        [
          { kind: 'title', text: 'La Esquina' },
          { kind: 'text', text: 'La Esquina, Ollas y Enseres', bold: true },
          { kind: 'row', label: 'Fecha', value: '27/11/2026, 04:55 p. m.' },
          { kind: 'text', text: 'Καλημέρα ι, Dulces D’Ana, Δ Ω' },
        ],
        '58',
        'después',
      ),
    );
    for (const expected of [
      'La Esquina La Esquina, Ollas y Enseres',
      '27/11/2026, 04:55 p. m.',
      'Καλημέρα ι, Dulces D’Ana, Δ Ω',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('leaves a row’s label whole when its value takes the line: the value goes under it, at the right', async () => {
    const text = await popplerText(
      await renderPdf(
        [{ kind: 'row', label: 'Cliente', value: 'Inversiones y Distribuciones Ωμέγα Жёлтый, C.A.' }],
        '58',
        'cliente',
      ),
    );
    expect(text).toContain('Cliente Inversiones y Distribuciones Ωμέγα Жёлтый, C.A.');
  });

  it('embeds only the glyphs a receipt uses: a few kilobytes, not the font files', async () => {
    for (const paper of ['58', '80', 'a4'] as const) {
      const pdf = await renderPdf(RECEIPT, paper, 'recibo');
      expect((await popplerFonts(pdf)).map((font) => font.isEmbedded)).toEqual([true, true]);
      expect(pdf.length, paper).toBeLessThan(30_000);
    }
  });
});
