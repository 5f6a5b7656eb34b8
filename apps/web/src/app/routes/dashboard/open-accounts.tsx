import { PageHeader } from '@/components/ui/page-header';
import { ClientStatementActions } from '@/features/clients/components/client-statement-actions';
import { OpenAccountsList } from '@/features/open-accounts/components/open-accounts-list';

/** /dashboard/open-accounts: receivables per client, their closing and sharing (spec §2 Open accounts). */
export function Component() {
  return (
    <>
      <PageHeader title="Cuentas Abiertas" />
      <OpenAccountsList
        clientActions={(client) => <ClientStatementActions client={client} layout="stack" />}
      />
    </>
  );
}
