/** The name a shop's documents are headed with (design §12): its business name, else the seller's name. */
export function shopNameOf(seller: {
  businessName?: string | null | undefined;
  name?: string | null | undefined;
}): string {
  return seller.businessName?.trim() || seller.name || '';
}
