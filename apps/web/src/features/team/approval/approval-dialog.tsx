import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TDataResponse } from '@cuadre/shared/common/schemas';
import { SHOP_ROLE_LABELS } from '@cuadre/shared/team/constants';
import { SHOP_ACTION_LABELS } from '@cuadre/shared/team/permissions';
import { ZMemberPin, type TApproval, type TDeviceMember } from '@cuadre/shared/team/schemas';
import { Dialog, DialogFormActions } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { api, isApiError, setApprovalAsker } from '@/lib/api-client';
import { APPROVAL_TEXTS } from './approval-texts';

type TAsked = { action: string; reason: string | undefined; resolve: (approval: string | null) => void };

/**
 * Mounted once in the signed-in frame: when the server answers a guarded action with APPROVAL_REQUIRED (or
 * another refusal an approval lifts, as CREDIT_LIMIT_EXCEEDED, with its reason), the API client asks here, a
 * manager or the owner types their PIN, and the client sends the action again with the approval. Giving up
 * answers the original refusal.
 */
export function ApprovalHost() {
  const [asked, setAsked] = useState<TAsked | null>(null);
  useEffect(() => {
    setApprovalAsker((action, reason) => new Promise((resolve) => setAsked({ action, reason, resolve })));
    return () => setApprovalAsker(null);
  }, []);
  if (!asked) return null;
  const finish = (approval: string | null) => {
    asked.resolve(approval);
    setAsked(null);
  };
  return <ApprovalDialog action={asked.action} reason={asked.reason} onDone={finish} />;
}

type TApprovalDialogProps = {
  action: string;
  /** The server's word on why this needs an approval, shown above the form; none for a plain guarded action. */
  reason: string | undefined;
  onDone: (approval: string | null) => void;
};

function ApprovalDialog({ action, reason, onDone }: TApprovalDialogProps) {
  const approvers = useQuery({
    queryKey: ['approvers'],
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await api.get<TDataResponse<TDeviceMember[]>>('/approvals/approvers', { signal })).data,
  });
  const [approverId, setApproverId] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);
  const formId = useId();
  const chosen = approverId || approvers.data?.[0]?.id || '';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const checked = ZMemberPin.safeParse(pin);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setIsSending(true);
    try {
      const { data } = await api.post<TDataResponse<TApproval>>('/approvals', {
        action,
        memberId: chosen,
        pin: checked.data,
      });
      onDone(data.approval);
    } catch (failure) {
      setPin('');
      setError(isApiError(failure) ? failure.message : APPROVAL_TEXTS.loadError);
      setIsSending(false);
    }
  }

  let body;
  if (approvers.isPending) {
    body = <Spinner label={APPROVAL_TEXTS.loading} />;
  } else if (approvers.isError) {
    body = (
      <ErrorState
        message={APPROVAL_TEXTS.loadError}
        onRetry={() => void approvers.refetch()}
        isRetrying={approvers.isRefetching}
      />
    );
  } else if (approvers.data.length === 0) {
    body = <p className="text-sm">{APPROVAL_TEXTS.nobody}</p>;
  } else {
    body = (
      <form id={formId} onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
        <FormField label={APPROVAL_TEXTS.approver}>
          {(field) => (
            <Select {...field} value={chosen} onChange={(event) => setApproverId(event.target.value)}>
              {approvers.data.map((member) => (
                <option key={member.id} value={member.id} disabled={member.isLocked}>
                  {member.name} · {SHOP_ROLE_LABELS[member.role]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={APPROVAL_TEXTS.pin} error={error}>
          {(field) => (
            <Input
              {...field}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={pin}
              onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
            />
          )}
        </FormField>
      </form>
    );
  }

  const what = (SHOP_ACTION_LABELS as Record<string, string | undefined>)[action] ?? 'esta acción';
  return (
    <Dialog
      open
      onClose={() => onDone(null)}
      size="sm"
      dismissible={!isSending}
      title={APPROVAL_TEXTS.title}
      description={APPROVAL_TEXTS.description(what)}
      footer={
        <DialogFormActions
          formId={formId}
          onCancel={() => onDone(null)}
          submitLabel={APPROVAL_TEXTS.approve}
          pendingLabel={APPROVAL_TEXTS.approving}
          isPending={isSending}
        />
      }
    >
      {reason && (
        <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          {reason}
        </p>
      )}
      {body}
    </Dialog>
  );
}
