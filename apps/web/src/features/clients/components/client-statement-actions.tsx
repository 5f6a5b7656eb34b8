import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { BellRing, FileText, MessageCircle } from 'lucide-react';
import { buildDebtReminderText, buildStatementShareText } from '@cuadre/shared/clients/client-statement-text';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { whatsAppUrlForPhone } from '@cuadre/shared/text/whatsapp';
import { Button } from '@/components/ui/button';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { isApiError } from '@/lib/api-client';
import { openPendingTab } from '@/lib/pending-tab';
import { useDownloadClientStatement } from '../api/download-client-statement';
import { getClientStatementQueryOptions } from '../api/get-client-statement';

export const STATEMENT_ACTION_TEXTS = {
  download: 'Estado de cuenta',
  downloading: 'Descargando...',
  share: 'Enviar estado por WhatsApp',
  remind: 'Recordar deuda',
  preparing: 'Preparando...',
  downloadFailed: 'No se pudo descargar el estado de cuenta.',
  loadFailed: 'No se pudo preparar el mensaje. Intenta de nuevo.',
  noDebt: (name: string) => `${name} no tiene saldo pendiente.`,
} as const;

type TMessageKind = 'share' | 'remind';

const LAYOUTS = {
  icons: 'flex items-center gap-1',
  row: 'flex flex-wrap gap-2',
  stack: 'grid gap-2',
} as const;

const failure = (error: unknown, fallback: string) =>
  serverMessageOr(isApiError(error) ? error : {}, fallback);

/**
 * A client's statement (design §12): the PDF, the statement by WhatsApp and a polite reminder of the debt, both to
 * the client's own chat when the phone is usable. `layout`: 'icons' for a table row, 'row' for labelled buttons
 * side by side (a card on a phone), 'stack' for one full-width choice a line (a list of ways to share).
 */
export function ClientStatementActions({
  client,
  layout = 'row',
}: {
  client: { id: string; name: string };
  layout?: 'icons' | 'row' | 'stack';
}) {
  const compact = layout === 'icons';
  const queryClient = useQueryClient();
  const timeZone = useSellerTimeZone();
  const download = useDownloadClientStatement();
  const [sending, setSending] = useState<TMessageKind | null>(null);

  function handleDownload() {
    download.mutate(
      { clientId: client.id, clientName: client.name },
      { onError: (error) => toast.error(failure(error, STATEMENT_ACTION_TEXTS.downloadFailed)) },
    );
  }

  async function handleSend(kind: TMessageKind) {
    // Opened during the tap: the message is written only once the statement has come.
    const tab = openPendingTab();
    setSending(kind);
    try {
      const statement = await queryClient.fetchQuery(getClientStatementQueryOptions(client.id));
      if (kind === 'remind' && statement.balance <= 0) {
        tab.close();
        toast(STATEMENT_ACTION_TEXTS.noDebt(statement.client.name));
        return;
      }
      const text =
        kind === 'share'
          ? buildStatementShareText(statement, { timeZone })
          : buildDebtReminderText(statement);
      tab.go(whatsAppUrlForPhone(statement.client.phone, text));
    } catch (error) {
      tab.close();
      toast.error(failure(error, STATEMENT_ACTION_TEXTS.loadFailed));
    } finally {
      setSending(null);
    }
  }

  const actions = [
    {
      key: 'download',
      label: STATEMENT_ACTION_TEXTS.download,
      name: `${STATEMENT_ACTION_TEXTS.download} de ${client.name} (PDF)`,
      icon: FileText,
      busyLabel: STATEMENT_ACTION_TEXTS.downloading,
      isLoading: download.isPending,
      onClick: handleDownload,
    },
    {
      key: 'share',
      label: STATEMENT_ACTION_TEXTS.share,
      name: `${STATEMENT_ACTION_TEXTS.share} a ${client.name}`,
      icon: MessageCircle,
      busyLabel: STATEMENT_ACTION_TEXTS.preparing,
      isLoading: sending === 'share',
      onClick: () => void handleSend('share'),
    },
    {
      key: 'remind',
      label: STATEMENT_ACTION_TEXTS.remind,
      name: `${STATEMENT_ACTION_TEXTS.remind} a ${client.name}`,
      icon: BellRing,
      busyLabel: STATEMENT_ACTION_TEXTS.preparing,
      isLoading: sending === 'remind',
      onClick: () => void handleSend('remind'),
    },
  ];

  return (
    <div className={LAYOUTS[layout]}>
      {actions.map(({ key, label, busyLabel, name, icon: Icon, isLoading, onClick }) => (
        <Button
          key={key}
          variant={compact ? 'ghost' : 'secondary'}
          size={compact ? 'icon' : layout === 'stack' ? 'md' : 'sm'}
          className={layout === 'stack' ? 'justify-start' : undefined}
          isLoading={isLoading}
          aria-label={name}
          title={compact ? label : undefined}
          onClick={onClick}
        >
          {!isLoading && <Icon aria-hidden="true" className={compact ? 'size-5' : 'size-4'} />}
          {!compact && (isLoading ? busyLabel : label)}
        </Button>
      ))}
    </div>
  );
}
