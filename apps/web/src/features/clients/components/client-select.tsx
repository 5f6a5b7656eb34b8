import { useId, useState } from 'react';
import { UserPlus } from 'lucide-react';
import { MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from '@cuadre/shared/common/constants';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { lazyWhenOpen } from '@/components/lazy-when-open';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { useAfterPageLoad } from '@/hooks/use-after-page-load';
import { useSearchText } from '@/hooks/use-debounced-value';
import { useAppStore } from '@/stores/app-store';
import { useClients } from '../api/get-clients';

const ClientFormDialog = lazyWhenOpen(() =>
  import('./client-form-dialog').then((module) => module.ClientFormDialog),
);

export const NO_CLIENT_LABEL = 'Sin cliente';

/**
 * The cart's client (spec §2): a select over the seller's clients, narrowed by a search when the list is long,
 * plus a shortcut to add a new client and select it at once. The choice lives in the persisted store, so it
 * survives a reload together with the cart.
 */
export function ClientSelect() {
  const id = useId();
  const selected = useAppStore((state) => state.selectedClient);
  const selectClient = useAppStore((state) => state.selectClient);
  const { searchText, setSearchText, search } = useSearchText();
  const [isAddOpen, setAddOpen] = useState(false);
  // Up to 100 clients the page does not show at first: asked for once the page has loaded, or when the seller
  // reaches for the select.
  const load = useAfterPageLoad();
  const clients = useClients({ page: 1, pageSize: MAX_PAGE_SIZE, search }, { enabled: load.ready });

  const options = clients.data?.data ?? [];
  // The persisted choice stays visible even when the current search (or page) does not list it.
  const showSelectedApart = selected !== null && !options.some((client) => client.id === selected.id);
  const hasMore = (clients.data?.total ?? 0) > options.length;

  return (
    <div className="space-y-2">
      <div className="flex items-end justify-between gap-2">
        <Label htmlFor={`${id}-client`} className="mb-0">
          Cliente
        </Label>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setAddOpen(true)}
          onPointerEnter={ClientFormDialog.preload}
          onFocus={ClientFormDialog.preload}
        >
          <UserPlus aria-hidden="true" className="size-4" />
          Nuevo cliente
        </Button>
      </div>
      {(hasMore || search) && (
        <Input
          aria-label="Buscar cliente"
          type="search"
          placeholder="Nombre, teléfono o cédula/RIF"
          maxLength={SEARCH_MAX_LENGTH}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      )}
      <Select
        id={`${id}-client`}
        onFocus={load.now}
        onPointerDown={load.now}
        value={selected?.id ?? ''}
        aria-describedby={clients.isError ? `${id}-error` : undefined}
        onChange={(event) => {
          const value = event.target.value;
          if (!value) return selectClient(null);
          const client = options.find((item) => item.id === value);
          if (client) selectClient({ id: client.id, name: client.name, priceListId: client.priceListId });
        }}
      >
        <option value="">{NO_CLIENT_LABEL}</option>
        {showSelectedApart && selected && <option value={selected.id}>{selected.name}</option>}
        {options.map((client) => (
          <option key={client.id} value={client.id}>
            {client.email ? `${client.name} (${client.email})` : client.name}
          </option>
        ))}
      </Select>
      {clients.isError && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {LOAD_ERRORS.clients}
        </p>
      )}
      <ClientFormDialog
        open={isAddOpen}
        onClose={() => setAddOpen(false)}
        onSaved={(client) =>
          selectClient({ id: client.id, name: client.name, priceListId: client.priceListId })
        }
      />
    </div>
  );
}
