import type { TDocumentBlock } from '../schemas/documents';

/** The shop a document is headed with (design §12): the seller's document data and time zone. */
export interface TDocumentShop {
  /** The business name, else the seller's name. */
  name: string;
  taxId: string | null;
  address: string | null;
  phone: string | null;
  receiptFooter: string | null;
  timeZone: string;
}

/** How every document is headed: its title, the shop's name and the shop's RIF, address and phone where known. */
export function shopHeaderBlocks(title: string, shop: TDocumentShop): TDocumentBlock[] {
  const blocks: TDocumentBlock[] = [
    { kind: 'title', text: title },
    { kind: 'text', text: shop.name, bold: true },
  ];
  if (shop.taxId) blocks.push({ kind: 'text', text: `RIF: ${shop.taxId}` });
  if (shop.address) blocks.push({ kind: 'text', text: shop.address });
  if (shop.phone) blocks.push({ kind: 'text', text: `Tel.: ${shop.phone}` });
  return blocks;
}
