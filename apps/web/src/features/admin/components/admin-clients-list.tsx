import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { useAdminClients } from '../api/get-admin-clients';
import { AdminCardList } from './admin-card-list';
import { AdminListFrame } from './admin-list-frame';
import { useAdminListState } from './use-admin-list-state';

type TAdminClientsListProps = {
  /** One seller's clients (a tab of the user detail, without the Owner column); undefined = everyone's. */
  userId?: string;
};

/** /admin/clients and the Clients tab: Client Name, Email, Owner (spec §2 Admin lists). */
export function AdminClientsList({ userId }: TAdminClientsListProps) {
  const state = useAdminListState();
  const query = useAdminClients({ page: state.page, search: state.search, userId });
  const showOwner = userId === undefined;
  const isLarge = useMediaQuery(LARGE_SCREEN_QUERY);
  return (
    <AdminListFrame
      noun="clients"
      singular="client"
      searchPlaceholder="Name, email or phone..."
      state={state}
      query={query}
      loadError={LOAD_ERRORS.clients}
      emptyTitle="No clients yet"
    >
      {(rows) =>
        isLarge ? (
          <Table caption="Clients">
            <THead>
              <Tr>
                <Th>Client Name</Th>
                <Th>Email</Th>
                {showOwner && <Th>Owner</Th>}
              </Tr>
            </THead>
            <TBody>
              {rows.map((client) => (
                <Tr key={client.id}>
                  <Td className="font-medium">{client.name}</Td>
                  <Td>{client.email ?? '—'}</Td>
                  {showOwner && <Td>{client.owner.name}</Td>}
                </Tr>
              ))}
            </TBody>
          </Table>
        ) : (
          <AdminCardList
            label="Clients"
            cards={rows.map((client) => ({
              id: client.id,
              title: client.name,
              fields: [
                ['Email', client.email ?? '—'],
                ...(showOwner ? [['Owner', client.owner.name] as [string, string]] : []),
              ],
            }))}
          />
        )
      }
    </AdminListFrame>
  );
}
