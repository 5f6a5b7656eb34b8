import { SHOP_ROLE_LABELS } from '@cuadre/shared/team/constants';
import { formatUsd } from '@cuadre/shared/money/money';
import { REMOVED_MEMBER_NAME } from '@cuadre/shared/till/till';
import { useMembersReport } from '../api/get-members-report';

/**
 * The period by member (decision record 029): shown once someone besides the owner sold, took in or refunded, so
 * that an owner who works alone sees no new section. Its own request: the statistics above never wait for it.
 */
export function MembersFigures({ from, to }: { from: string; to: string }) {
  const report = useMembersReport({ from, to });
  const members = report.data ?? [];
  if (!members.some((member) => member.role !== 'OWNER')) return null;
  return (
    <section
      aria-labelledby="members-figures-title"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="members-figures-title" className="mb-3 text-lg font-semibold">
        Por miembro
      </h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {members.map((member) => (
          <li key={member.memberId} className="grid gap-1 py-2 text-sm">
            <p className="font-medium break-words">
              {member.memberName ?? REMOVED_MEMBER_NAME}
              {member.role && (
                <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">
                  {SHOP_ROLE_LABELS[member.role]}
                </span>
              )}
            </p>
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700 dark:text-slate-300">
              <Figure label={`Ventas (${member.salesCount})`} value={member.sold} />
              <Figure label="Cobrado" value={member.collected} />
              {member.returns !== 0 && <Figure label="Devuelto" value={member.returns} />}
              {member.refunds !== 0 && <Figure label="Reembolsado" value={member.refunds} />}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex gap-1">
      <dt>{label}:</dt>
      <dd className="font-semibold tabular-nums">{formatUsd(value)}</dd>
    </div>
  );
}
