import { useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useMembers } from '../api/members';
import { AddMemberForm } from './add-member-form';
import { MemberRow } from './member-row';
import { TEAM_TEXTS } from './team-texts';
import { TeamNotice, type TNotice } from './team-notice';

/**
 * The team's section of Perfil (design §18): the shop's members and the form that adds one. Only the owner
 * manages the team: for anyone else the server answers 403 and the section is not shown.
 */
export function TeamCard() {
  const members = useMembers();
  const [notice, setNotice] = useState<TNotice | null>(null);
  if (members.isError && isApiError(members.error) && members.error.status === 403) return null;

  let body;
  if (members.isPending) {
    body = (
      <div className="flex justify-center py-6 text-teal-400">
        <Spinner label={TEAM_TEXTS.loading} />
      </div>
    );
  } else if (members.isError) {
    body = (
      <ErrorState
        className="mt-4"
        message={TEAM_TEXTS.loadError}
        onRetry={() => void members.refetch()}
        isRetrying={members.isRefetching}
      />
    );
  } else {
    body = (
      <>
        <ul className="mt-4 divide-y divide-slate-700">
          {members.data.map((member) => (
            <MemberRow key={member.id} member={member} onNotice={setNotice} />
          ))}
        </ul>
        {members.data.length === 1 && <p className="mt-2 text-sm text-slate-400">{TEAM_TEXTS.onlyYou}</p>}
        <TeamNotice notice={notice} className="mt-3" />
        <AddMemberForm />
      </>
    );
  }
  return (
    <section aria-labelledby="team-title" className="rounded-2xl bg-slate-900 p-6 ring-1 ring-slate-700">
      <h2 id="team-title" className="text-lg font-semibold">
        {TEAM_TEXTS.title}
      </h2>
      <p className="mt-1 text-sm text-slate-300">{TEAM_TEXTS.explanation}</p>
      {body}
    </section>
  );
}
