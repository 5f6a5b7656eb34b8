import { ImportButton } from '@/components/import/import-button';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';

/** "Importar" in Productos (design §15): a catalogue from CSV or Excel, matched by SKU. */
export function ImportProductsButton() {
  return (
    <ImportButton
      title="Importar productos"
      path="/products/import"
      templateHref="/plantilla-productos.csv"
      queryKey={PRODUCTS_QUERY_KEY}
      noun={{ one: 'producto', many: 'productos' }}
    />
  );
}
