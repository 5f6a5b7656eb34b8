import { useState } from 'react';
import { Plus, Search, Users } from 'lucide-react';
import { DEBT_STATUSES, DEBT_STATUS_LABELS, type TDebtStatus } from '@cuadre/shared/clients/constants';
import { SEARCH_MAX_LENGTH } from '@cuadre/shared/common/constants';
import { shortId } from '@cuadre/shared/common/short-id';
import { CLIENT_MESSAGES } from '@cuadre/shared/clients/messages';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import type { TClient } from '@cuadre/shared/clients/schemas';
import { formatUsd } from '@cuadre/shared/money/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { RowActions } from '@/components/ui/row-actions';
import { ListView } from '@/components/ui/list-view';
import { TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { useSearchText } from '@/hooks/use-debounced-value';
import { useListPage, useStayWithinPages } from '@/hooks/use-list-page';
import { useClients } from '../api/get-clients';
import { ClientFormDialog } from './client-form-dialog';
import { ClientStatementActions } from './client-statement-actions';
import { DeleteClientDialog } from './delete-client-dialog';
import { ImportClientsButton } from './import-clients-button';

export const CLIENTS_EMPTY = 'No hay clientes registrados';
export const CLIENTS_NO_MATCH = 'No se encontraron clientes que coincidan con tu búsqueda';

type TDebtFilter = TDebtStatus | 'all';

/** Decision record 030: a client's own credit limit, in dollars as it is kept; none follows the shop's. */
export function creditLimitText(limit: number): string {
  return `Límite: ${formatUsd(limit)}`;
}

function DebtBadge({ hasDebt }: { hasDebt: boolean }) {
  return hasDebt ? (
    <Badge tone="danger">{CLIENT_MESSAGES.withDebt}</Badge>
  ) : (
    <Badge tone="success">{CLIENT_MESSAGES.withoutDebt}</Badge>
  );
}

type TActionsProps = {
  client: TClient;
  onEdit: (client: TClient) => void;
  onDelete: (client: TClient) => void;
  /** A table row: the statement's actions as icons beside edit and delete (a card shows them labelled). */
  withStatementIcons?: boolean;
};

function ClientActions({ client, onEdit, onDelete, withStatementIcons = false }: TActionsProps) {
  return (
    <RowActions
      editLabel={`Editar ${client.name}`}
      deleteLabel={`Eliminar ${client.name}`}
      onEdit={() => onEdit(client)}
      onDelete={() => onDelete(client)}
    >
      {withStatementIcons && client.hasDebt && <ClientStatementActions client={client} layout="icons" />}
    </RowActions>
  );
}

/** /dashboard/clients: search, debt filter, table or cards, add/edit/delete, pagination (spec §2 Clients). */
export function ClientsList() {
  const { searchText, setSearchText, search } = useSearchText();
  const [debtFilter, setDebtFilter] = useState<TDebtFilter>('all');
  const debtStatus = debtFilter === 'all' ? undefined : debtFilter;
  const paging = useListPage(`${search}\u0000${debtFilter}`);
  const { page, setPage } = paging;

  const [isAddOpen, setAddOpen] = useState(false);
  const [editing, setEditing] = useState<TClient | null>(null);
  const [deleting, setDeleting] = useState<TClient | null>(null);

  const clients = useClients({ page, search, debtStatus });
  const list = clients.data?.data ?? [];
  const totalPages = clients.data?.totalPages ?? 0;

  useStayWithinPages(paging, { totalPages, isPlaceholderData: clients.isPlaceholderData });

  const actions = { onEdit: setEditing, onDelete: setDeleting };
  const isFiltered = Boolean(search) || debtStatus !== undefined;

  const body = (
    <ListView
      query={clients}
      items={list}
      label="Clientes"
      loadingLabel="Cargando clientes..."
      errorMessage={LOAD_ERRORS.clients}
      empty={
        isFiltered ? (
          <EmptyState icon={Search} title={CLIENTS_NO_MATCH} />
        ) : (
          <EmptyState
            icon={Users}
            title={CLIENTS_EMPTY}
            action={
              <Button onClick={() => setAddOpen(true)}>
                <Plus aria-hidden="true" className="size-4" />
                Añadir Cliente
              </Button>
            }
          />
        )
      }
      table={(rows) => (
        <>
          <THead>
            <Tr>
              <Th>Nombre</Th>
              <Th>Email</Th>
              <Th>Teléfono</Th>
              <Th>ID</Th>
              <Th>Estado</Th>
              <Th>Acciones</Th>
            </Tr>
          </THead>
          <TBody>
            {rows.map((client) => (
              <Tr key={client.id}>
                <Td className="font-medium">
                  {client.name}
                  {client.creditLimit !== null && (
                    <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                      {creditLimitText(client.creditLimit)}
                    </span>
                  )}
                </Td>
                <Td>{client.email ?? '—'}</Td>
                <Td>{client.phone ?? '—'}</Td>
                <Td className="font-mono text-xs">{shortId(client.id)}</Td>
                <Td>
                  <DebtBadge hasDebt={client.hasDebt} />
                </Td>
                <Td>
                  <ClientActions client={client} {...actions} withStatementIcons />
                </Td>
              </Tr>
            ))}
          </TBody>
        </>
      )}
      cardClassName="p-4"
      card={(client) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <h3 className="min-w-0 font-semibold break-words">{client.name}</h3>
            <DebtBadge hasDebt={client.hasDebt} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">Email</dt>
            <dd className="break-words">{client.email ?? '—'}</dd>
            <dt className="text-slate-600 dark:text-slate-400">Teléfono</dt>
            <dd>{client.phone ?? '—'}</dd>
            <dt className="text-slate-600 dark:text-slate-400">ID</dt>
            <dd className="font-mono text-xs leading-5">{shortId(client.id)}</dd>
            {client.taxId && (
              <>
                <dt className="text-slate-600 dark:text-slate-400">RIF o cédula</dt>
                <dd>{client.taxId}</dd>
              </>
            )}
          </dl>
          {client.creditLimit !== null && (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {creditLimitText(client.creditLimit)}
            </p>
          )}
          {client.hasDebt && (
            <div className="mt-3">
              <ClientStatementActions client={client} />
            </div>
          )}
          <div className="mt-2 -ml-2">
            <ClientActions client={client} {...actions} />
          </div>
        </>
      )}
    />
  );

  return (
    <>
      <PageHeader
        title="Gestión de Clientes"
        actions={
          <>
            <Button onClick={() => setAddOpen(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Añadir Cliente
            </Button>
            <ImportClientsButton />
          </>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,28rem)_14rem]">
        <div>
          <Label htmlFor="clients-search">Buscar clientes</Label>
          <Input
            id="clients-search"
            type="search"
            // Under its label "Buscar clientes": the rest is read whole on a 360 px phone.
            placeholder="Nombre, email, teléfono o cédula/RIF"
            maxLength={SEARCH_MAX_LENGTH}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="clients-debt">Estado de deuda</Label>
          <Select
            id="clients-debt"
            value={debtFilter}
            onChange={(event) => setDebtFilter(event.target.value as TDebtFilter)}
          >
            <option value="all">Todos</option>
            {DEBT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {DEBT_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {body}
      {list.length > 0 && (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={setPage}
          isDisabled={clients.isFetching}
        />
      )}
      <ClientFormDialog open={isAddOpen} onClose={() => setAddOpen(false)} />
      <ClientFormDialog open={editing !== null} client={editing} onClose={() => setEditing(null)} />
      <DeleteClientDialog client={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
