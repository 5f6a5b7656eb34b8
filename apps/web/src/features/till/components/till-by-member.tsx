import { formatUsd } from '@cuadre/shared/money/money';
import { REMOVED_MEMBER_NAME } from '@cuadre/shared/till/till';
import type { TCashSessionMember } from '@cuadre/shared/till/schemas';

/** The session by member (decision record 029): each one's sales, the money they took in and their refunds. */
export function TillByMember({ members }: { members: readonly TCashSessionMember[] }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="La caja por miembro">
      {members.map((member) => (
        <li key={member.memberId} className="grid gap-1 py-2 text-sm">
          <p className="font-medium break-words">{member.memberName ?? REMOVED_MEMBER_NAME}</p>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700 dark:text-slate-300">
            <div className="flex gap-1">
              <dt>Ventas ({member.salesCount}):</dt>
              <dd className="font-semibold tabular-nums">{formatUsd(member.sold)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Cobrado:</dt>
              <dd className="font-semibold tabular-nums">{formatUsd(member.collected)}</dd>
            </div>
            {member.refunds !== 0 && (
              <div className="flex gap-1">
                <dt>Reembolsado:</dt>
                <dd className="font-semibold tabular-nums">{formatUsd(member.refunds)}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
