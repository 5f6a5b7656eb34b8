import { useEffect, useRef, useState } from 'react';
import { MessageCircle } from 'lucide-react';
import type { TReceivableClient } from '@cuadre/shared/credit/schemas';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { whatsAppPhoneDigits } from '@cuadre/shared/text/whatsapp';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { FormError } from '@/components/ui/field';
import { ListSpinner, Spinner } from '@/components/ui/spinner';
import { createIdempotencyKey, isApiError } from '@/lib/api-client';
import { PublicLinkPanel } from '@/components/ui/public-link-panel';
import { useCreateReminder, type TCreateReminderInput } from '../api/create-reminder';
import { useRevokeStatementLink } from '../api/revoke-statement-link';
import { useOverdueClients } from '../api/get-overdue-clients';
import { useReminderDraft } from '../api/prepare-reminder';
import { AskAgain } from './ask-again';
import { RECEIVABLES_TEXTS, REMINDER_TEXTS, STATEMENT_LINK_TEXTS } from './receivables-texts';

/** Whom the dialog reminds: one client ('Recordar'), or every client past due, one after another. */
export type TReminderTarget = { kind: 'one'; client: TReceivableClient } | { kind: 'overdue'; asOf: string };

type TReminderDialogProps = {
  target: TReminderTarget;
  /** Whether a client was already reminded today (in the shop's zone). */
  isRemindedToday: (client: TReceivableClient) => boolean;
  onClose: () => void;
};

/**
 * The reminders by WhatsApp (decision record 030), in two steps because a phone blocks a window opened after an
 * await: the dialog first prepares the client's statement link and the text, then offers "Abrir WhatsApp" as a
 * plain link, whose tap also records the reminder. For every client past due it walks them one by one, leaving
 * out those already reminded today.
 */
export function ReminderDialog({ target, isRemindedToday, onClose }: TReminderDialogProps) {
  const isWalk = target.kind === 'overdue';
  const overdue = useOverdueClients(isWalk ? target.asOf : '', { enabled: isWalk });
  const [index, setIndex] = useState(0);
  // 'Siguiente' goes away on the last client: the next client's part of the dialog takes the focus instead.
  const stepRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (index > 0) stepRef.current?.focus();
  }, [index]);

  let queue: TReceivableClient[] = [];
  let skipped = 0;
  if (target.kind === 'one') {
    queue = [target.client];
  } else if (overdue.data) {
    // Read once when the walk starts: the reminders recorded on the way do not reshuffle it.
    queue = overdue.data.filter((client) => !isRemindedToday(client));
    skipped = overdue.data.length - queue.length;
  }
  const client = queue[index];
  const isLast = index >= queue.length - 1;

  let body;
  if (isWalk && overdue.isPending) {
    body = <ListSpinner label={REMINDER_TEXTS.loadingWalk} />;
  } else if (isWalk && overdue.isError) {
    body = (
      <ErrorState
        message={REMINDER_TEXTS.walkFailed}
        onRetry={() => void overdue.refetch()}
        isRetrying={overdue.isRefetching}
      />
    );
  } else if (!client) {
    body = (
      <p role="status" className="text-sm">
        {skipped > 0 ? REMINDER_TEXTS.allRemindedToday : REMINDER_TEXTS.noneOverdue}
      </p>
    );
  } else {
    body = (
      <>
        {isWalk && skipped > 0 && (
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{REMINDER_TEXTS.skipped(skipped)}</p>
        )}
        <div ref={stepRef} tabIndex={-1} className="outline-none">
          {/* Keyed: each client starts with their own link, text and record. */}
          <ReminderStep
            key={client.clientId}
            client={client}
            askFirst={!isWalk && isRemindedToday(client)}
            onCancel={onClose}
          />
        </div>
      </>
    );
  }

  const footer = isWalk ? (
    <>
      <Button variant="secondary" onClick={onClose}>
        {REMINDER_TEXTS.finish}
      </Button>
      {client && !isLast && <Button onClick={() => setIndex(index + 1)}>{REMINDER_TEXTS.next}</Button>}
    </>
  ) : (
    <Button variant="secondary" onClick={onClose}>
      {REMINDER_TEXTS.close}
    </Button>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        target.kind === 'one' ? RECEIVABLES_TEXTS.remindName(target.client.name) : REMINDER_TEXTS.walkTitle
      }
      description={isWalk && client ? REMINDER_TEXTS.position(index + 1, queue.length) : undefined}
      footer={footer}
    >
      {body}
    </Dialog>
  );
}

/** What the last tap asked the server to record, kept so a failed one is retried with its own key. */
type TAttempt = Omit<TCreateReminderInput, 'clientId'>;

function ReminderStep({
  client,
  askFirst,
  onCancel,
}: {
  client: TReceivableClient;
  /** Reminded today already: ask before preparing another reminder. */
  askFirst: boolean;
  onCancel: () => void;
}) {
  // A client reminded today is reminded again only when the seller says so, and then the server is told.
  const [again, setAgain] = useState(false);
  const draft = useReminderDraft(client, { enabled: !askFirst || again });
  const reminder = useCreateReminder();
  const revokeLink = useRevokeStatementLink(client.clientId);
  const [attempt, setAttempt] = useState<TAttempt | null>(null);
  const isRecorded = reminder.isSuccess;
  const isRemindedToday = isApiError(reminder.error) && reminder.error.code === 'REMINDED_TODAY';

  function record(next: TAttempt) {
    setAttempt(next);
    reminder.mutate({ clientId: client.clientId, ...next });
  }

  if (askFirst && !again) {
    return <AskAgain name={client.name} onAgain={() => setAgain(true)} onCancel={onCancel} />;
  }
  if (draft.isPending) return <ListSpinner label={REMINDER_TEXTS.preparing} />;
  if (draft.isError) {
    return (
      <ErrorState
        message={serverMessageOr(isApiError(draft.error) ? draft.error : {}, REMINDER_TEXTS.prepareFailed)}
        onRetry={() => void draft.refetch()}
        isRetrying={draft.isRefetching}
      />
    );
  }
  if (draft.data.balance <= 0) {
    return (
      <p role="status" className="text-sm">
        {REMINDER_TEXTS.noDebt(client.name)}
      </p>
    );
  }

  return (
    // One column that may shrink: the link in the text must wrap, not widen the dialog past a 360 px phone.
    <div className="grid grid-cols-1 gap-3">
      <div className="min-w-0">
        <h3 className="font-semibold break-words">{client.name}</h3>
        <p className="text-sm break-words text-slate-600 dark:text-slate-300">
          {whatsAppPhoneDigits(client.phone) ? client.phone : REMINDER_TEXTS.noPhone}
        </p>
      </div>
      <figure className="m-0 min-w-0">
        <figcaption className="mb-1 text-xs font-medium text-slate-600 dark:text-slate-400">
          {REMINDER_TEXTS.message}
        </figcaption>
        <blockquote className="rounded-lg bg-slate-100 p-3 text-sm whitespace-pre-wrap wrap-anywhere dark:bg-slate-800">
          {draft.data.text}
        </blockquote>
      </figure>
      <a
        href={draft.data.whatsAppUrl}
        target="_blank"
        rel="noopener"
        className={buttonClasses({ className: 'w-full' })}
        onClick={() => {
          // A second tap only opens WhatsApp again (it did not open, or the message was lost): the reminder of
          // this tap is already recorded, or on its way.
          if (isRecorded || reminder.isPending || isRemindedToday) return;
          record({ again, idempotencyKey: createIdempotencyKey() });
        }}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {REMINDER_TEXTS.openWhatsApp}
      </a>
      <details className="min-w-0 text-sm">
        <summary className="cursor-pointer py-1 font-medium">{STATEMENT_LINK_TEXTS.title}</summary>
        {/* Revoked, the link the text carries is dead: the dialog prepares the reminder again with a new one. */}
        <PublicLinkPanel
          url={draft.data.statementUrl}
          texts={STATEMENT_LINK_TEXTS}
          revoke={revokeLink}
          onRevoked={() => void draft.refetch()}
        />
      </details>
      {reminder.isPending && (
        <p className="flex items-center gap-2 text-sm">
          <Spinner size="sm" label={REMINDER_TEXTS.recording} />
          <span aria-hidden="true">{REMINDER_TEXTS.recording}</span>
        </p>
      )}
      {isRecorded && (
        <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
          {REMINDER_TEXTS.recorded}
        </p>
      )}
      {isRemindedToday && (
        <AskAgain
          name={client.name}
          onAgain={() => record({ again: true, idempotencyKey: createIdempotencyKey() })}
          onCancel={() => reminder.reset()}
        />
      )}
      {reminder.isError && !isRemindedToday && attempt && (
        <div className="grid gap-2">
          <FormError
            message={serverMessageOr(
              isApiError(reminder.error) ? reminder.error : {},
              REMINDER_TEXTS.recordFailed,
            )}
          />
          {/* The same attempt again, with its own key: the server records it once whatever reached it. */}
          <Button variant="secondary" size="sm" onClick={() => record(attempt)}>
            {REMINDER_TEXTS.retry}
          </Button>
        </div>
      )}
    </div>
  );
}
