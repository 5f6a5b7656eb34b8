import { useState } from 'react';
import { SHOP_ROLE_LABELS } from '@cuadre/shared/team/constants';
import { GIVEN_ROLES, type TShopMember } from '@cuadre/shared/team/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useAddMember, useChangeMember, useRemoveMember } from '../api/members';
import { MemberPinDialog } from './member-pin-dialog';
import { TEAM_TEXTS } from './team-texts';

type TRowProps = {
  member: TShopMember;
  /** What the section says after a change: saved, or why not. */
  onNotice: (notice: { tone: 'success' | 'error'; text: string }) => void;
};

/** One member: the owner as they are; anyone else with their role, suspension, PIN and removal at hand. */
export function MemberRow({ member, onNotice }: TRowProps) {
  const [dialog, setDialog] = useState<'pin' | 'remove' | null>(null);
  const change = useChangeMember();
  const remove = useRemoveMember();
  const invite = useAddMember();
  const isOwner = member.role === 'OWNER';
  const isBusy = change.isPending || remove.isPending || invite.isPending;
  const failed = (error: unknown) =>
    onNotice({ tone: 'error', text: isApiError(error) ? error.message : TEAM_TEXTS.changeError });

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="w-full min-w-0 sm:w-auto">
        <p className="font-medium break-words">{member.name}</p>
        <div className="mt-1 flex flex-wrap gap-2 text-sm text-slate-300">
          {isOwner ? (
            <>
              <Badge tone="info">{SHOP_ROLE_LABELS.OWNER}</Badge>
              <Badge>{TEAM_TEXTS.you}</Badge>
            </>
          ) : (
            <>
              {member.status === 'SUSPENDED' && <Badge tone="warning">{TEAM_TEXTS.suspended}</Badge>}
              {member.status === 'INVITED' && <Badge tone="info">{TEAM_TEXTS.invitedBadge}</Badge>}
              {member.isLocked && <Badge tone="danger">{TEAM_TEXTS.locked}</Badge>}
            </>
          )}
        </div>
        {member.email && <p className="mt-1 text-sm break-all text-slate-400">{member.email}</p>}
      </div>
      {/* The owner gives their own PIN: to sign in on the shop's devices and, later, to approve. */}
      {isOwner && (
        <Button variant="secondary" onClick={() => setDialog('pin')}>
          {member.hasPin ? TEAM_TEXTS.ownPinChange : TEAM_TEXTS.ownPin}
        </Button>
      )}
      {!isOwner && (
        <div className="flex flex-wrap items-center gap-2">
          <Select
            aria-label={TEAM_TEXTS.roleOf(member.name)}
            value={member.role}
            disabled={isBusy}
            onChange={(event) =>
              change.mutate(
                { id: member.id, role: event.target.value as (typeof GIVEN_ROLES)[number] },
                { onError: failed },
              )
            }
            className="w-auto"
          >
            {GIVEN_ROLES.map((role) => (
              <option key={role} value={role}>
                {SHOP_ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
          {/* An invitation is not suspended: it is sent again, or withdrawn with 'Quitar'. */}
          {member.status === 'INVITED' && member.email ? (
            <Button
              variant="secondary"
              disabled={isBusy}
              onClick={() => {
                const email = member.email ?? '';
                invite.mutate(
                  { name: member.name, role: member.role as (typeof GIVEN_ROLES)[number], email },
                  {
                    onSuccess: () => onNotice({ tone: 'success', text: TEAM_TEXTS.invitedAgain(email) }),
                    onError: failed,
                  },
                );
              }}
            >
              {TEAM_TEXTS.inviteAgain}
            </Button>
          ) : (
            <Button
              variant="secondary"
              disabled={isBusy}
              onClick={() =>
                change.mutate(
                  { id: member.id, status: member.status === 'SUSPENDED' ? 'ACTIVE' : 'SUSPENDED' },
                  { onError: failed },
                )
              }
            >
              {member.status === 'SUSPENDED' ? TEAM_TEXTS.reactivate : TEAM_TEXTS.suspend}
            </Button>
          )}
          <Button variant="secondary" disabled={isBusy} onClick={() => setDialog('pin')}>
            {TEAM_TEXTS.newPin}
          </Button>
          <Button variant="ghost" disabled={isBusy} onClick={() => setDialog('remove')}>
            {TEAM_TEXTS.remove}
          </Button>
        </div>
      )}
      {dialog === 'pin' && (
        <MemberPinDialog
          member={member}
          onClose={() => setDialog(null)}
          onSaved={(text) => {
            setDialog(null);
            onNotice({ tone: 'success', text });
          }}
        />
      )}
      <ConfirmDialog
        open={dialog === 'remove'}
        onClose={() => setDialog(null)}
        title={TEAM_TEXTS.removeTitle(member.name)}
        description={TEAM_TEXTS.removeDescription}
        confirmLabel={TEAM_TEXTS.remove}
        pendingLabel={TEAM_TEXTS.removing}
        confirmVariant="danger"
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(member.id, {
            onSuccess: () => setDialog(null),
            onError: (error) => {
              setDialog(null);
              failed(error);
            },
          })
        }
      />
    </li>
  );
}
