import toast from 'react-hot-toast';
import { CLIENT_MESSAGES } from '@cuadre/shared/clients/messages';
import type { TClient } from '@cuadre/shared/clients/schemas';
import { DeleteConfirmDialog } from '@/components/ui/dialog';
import { useAppStore } from '@/stores/app-store';
import { useDeleteClient } from '../api/delete-client';

type TDeleteClientDialogProps = {
  client: TClient | null;
  onClose: () => void;
};

/** Asks first, then soft-deletes (spec §4) with the spec's toasts (§8). */
export function DeleteClientDialog({ client, onClose }: TDeleteClientDialogProps) {
  const deleteClient = useDeleteClient();
  const selectedClientId = useAppStore((state) => state.selectedClient?.id);
  const selectClient = useAppStore((state) => state.selectClient);

  async function confirm() {
    if (!client) return;
    try {
      await deleteClient.mutateAsync(client.id);
      // A deleted client can no longer receive a sale: drop it from the cart too.
      if (selectedClientId === client.id) selectClient(null);
      toast.success(CLIENT_MESSAGES.deleteSuccess);
      onClose();
    } catch {
      toast.error(CLIENT_MESSAGES.deleteError);
    }
  }

  return (
    <DeleteConfirmDialog
      open={client !== null}
      onClose={onClose}
      isPending={deleteClient.isPending}
      onConfirm={() => void confirm()}
      title="Eliminar cliente"
      description={CLIENT_MESSAGES.deleteConfirm}
    >
      {client && <p className="text-sm font-semibold">{client.name}</p>}
    </DeleteConfirmDialog>
  );
}
