import { useId, useState, type FormEvent } from 'react';
import { ZMemberPin } from '@cuadre/shared/team/schemas';
import { Dialog, DialogFormActions } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useSetMemberPin } from '../api/members';
import { TEAM_TEXTS } from './team-texts';

/** A new PIN for a member, which also unlocks them; checked with the server's own rule first. */
export function MemberPinDialog({
  member,
  onClose,
  onSaved,
}: {
  member: { id: string; name: string };
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useSetMemberPin();
  const formId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const checked = ZMemberPin.safeParse(pin);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    mutation.mutate(
      { id: member.id, pin: checked.data },
      {
        onSuccess: () => onSaved(TEAM_TEXTS.pinSaved(member.name)),
        onError: (failure) => setError(isApiError(failure) ? failure.message : TEAM_TEXTS.changeError),
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      dismissible={!mutation.isPending}
      title={TEAM_TEXTS.pinTitle(member.name)}
      footer={
        <DialogFormActions
          formId={formId}
          submitLabel={TEAM_TEXTS.pinSave}
          pendingLabel={TEAM_TEXTS.pinSaving}
          isPending={mutation.isPending}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} onSubmit={handleSubmit} noValidate>
        <FormField label={TEAM_TEXTS.pin} error={error} hint={TEAM_TEXTS.pinHint}>
          {(control) => (
            <Input
              {...control}
              type="password"
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={6}
              value={pin}
              onChange={(event) => {
                setPin(event.target.value);
                setError(undefined);
              }}
              disabled={mutation.isPending}
              className="max-w-40"
            />
          )}
        </FormField>
      </form>
    </Dialog>
  );
}
