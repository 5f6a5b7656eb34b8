/**
 * What a change of products tells others: the sales module remembers products' names and costs. It lives here,
 * below the modules, because the products, stock and imports modules all change products and none of them may
 * import another's service for it.
 */
export interface TProductEvents {
  productChanged(shopId: string, productId: string): void;
}
