import { PageHeader } from '@/components/ui/page-header';
import { AdminClientsList } from '@/features/admin/components/admin-clients-list';

/** /admin/clients: every seller's clients (spec §2 Admin lists). */
export function Component() {
  return (
    <>
      <PageHeader title="Clients" description="Every seller's clients, newest first." />
      <AdminClientsList />
    </>
  );
}
