import { ImportButton } from '@/components/import/import-button';
import { CLIENTS_QUERY_KEY } from '@/lib/query-keys';

/** "Importar" in Clientes (design §15): a client list from CSV or Excel, matched by e-mail, else name and phone. */
export function ImportClientsButton() {
  return (
    <ImportButton
      title="Importar clientes"
      path="/clients/import"
      templateHref="/plantilla-clientes.csv"
      queryKey={CLIENTS_QUERY_KEY}
      noun={{ one: 'cliente', many: 'clientes' }}
    />
  );
}
