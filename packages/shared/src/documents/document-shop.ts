import type { TReferenceCurrency } from '../money/reference-currency';
import type { TDocumentBlock } from './schemas';

/** The shop a document is headed with (design §12): the seller's document data and time zone. */
export interface TDocumentShop {
  /** The business name, else the seller's name. */
  name: string;
  taxId: string | null;
  address: string | null;
  phone: string | null;
  receiptFooter: string | null;
  timeZone: string;
  /** A shop that prices in euros prints its totals in euros too (design §10); absent: dollars. */
  referenceCurrency?: TReferenceCurrency;
}

/**
 * A shop known by its name and zone only, as the screens that share a document's message know it: the message
 * carries no RIF, address or footer.
 */
export function shopKnownByName(name: string, timeZone: string): TDocumentShop {
  return { name, taxId: null, address: null, phone: null, receiptFooter: null, timeZone };
}

/** The lines under the shop's name on every document: its RIF, address and phone, those it has. */
export function shopDetailLines(shop: Pick<TDocumentShop, 'taxId' | 'address' | 'phone'>): string[] {
  const lines: string[] = [];
  if (shop.taxId) lines.push(`RIF: ${shop.taxId}`);
  if (shop.address) lines.push(shop.address);
  if (shop.phone) lines.push(`Tel.: ${shop.phone}`);
  return lines;
}

/** How every document is headed: its title, the shop's name and the shop's RIF, address and phone where known. */
export function shopHeaderBlocks(
  title: string,
  shop: Pick<TDocumentShop, 'name' | 'taxId' | 'address' | 'phone'>,
): TDocumentBlock[] {
  return [
    { kind: 'title', text: title },
    { kind: 'text', text: shop.name, bold: true },
    ...shopDetailLines(shop).map((text): TDocumentBlock => ({ kind: 'text', text })),
  ];
}

/** A client's cédula or RIF on a document, under the client's name (the sales book names it too). */
export function clientTaxIdBlock(
  taxId: string | null | undefined,
): Extract<TDocumentBlock, { kind: 'row' }>[] {
  return taxId ? [{ kind: 'row', label: CLIENT_TAX_ID_LABEL, value: taxId }] : [];
}

/** Venezuelan documents label a buyer's id so: a RIF for a company, a cédula (C.I.) for a person. */
export const CLIENT_TAX_ID_LABEL = 'RIF/C.I.';
