import { z } from 'zod';

/**
 * A document's content, independent of paper and medium (design §12): the PDF, the printed page, the public
 * receipt page and the thermal printer all draw these same blocks, so a receipt says the same thing everywhere.
 */
export const ZDocumentBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('title'), text: z.string() }),
  z.object({ kind: z.literal('text'), text: z.string(), bold: z.boolean().optional() }),
  /** A label with its value at the right edge (a total, a figure). */
  z.object({ kind: z.literal('row'), label: z.string(), value: z.string(), bold: z.boolean().optional() }),
  z.object({ kind: z.literal('rule') }),
  z.object({ kind: z.literal('gap') }),
]);
export type TDocumentBlock = z.infer<typeof ZDocumentBlock>;

/** Paper a document is laid out for: thermal rolls of 58 and 80 mm, or an A4 sheet. */
export const PAPERS = ['58', '80', 'a4'] as const;
export type TPaper = (typeof PAPERS)[number];

export const PAPER_LABELS: Record<TPaper, string> = {
  '58': 'Rollo 58 mm',
  '80': 'Rollo 80 mm',
  a4: 'Hoja A4 / carta',
};

/** A sale's receipt as the screens show it: its printed number, its blocks and the text WhatsApp sends with it. */
export const ZReceipt = z.object({
  receiptNumber: z.string(),
  blocks: z.array(ZDocumentBlock),
  shareText: z.string(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

export const ZReceiptLink = z.object({ url: z.string() });

/** The receipt a seller sees: with the public link, while one is active. */
export const ZSellerReceipt = ZReceipt.extend({ link: ZReceiptLink.nullable() });
export type TSellerReceipt = z.infer<typeof ZSellerReceipt>;

/**
 * `/r/{token}`: 32 random bytes in base64url (43 characters). Any text is taken, not only that shape: a link cut
 * short or mistyped in a chat is, for the customer who opens it, a link that leads nowhere, and is answered
 * like an unknown or revoked one (404, "Este recibo no existe…") rather than as a form's validation error.
 */
export const ZReceiptTokenParams = z.object({
  token: z.string().meta({ description: 'El token del enlace público: 43 caracteres base64url.' }),
});
