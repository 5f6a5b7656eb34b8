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
