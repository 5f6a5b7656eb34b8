import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TUser } from '@cuadre/shared/auth/schemas';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { getOwnUserQueryOptions } from '@/hooks/use-own-user';
import { cn } from '@/lib/cn';

export type TSettingsNotice = { tone: 'success' | 'error'; text: string; detail?: string | undefined };

/** What a settings form says after saving: that it was saved, or why not. */
export function SettingsNotice({ notice }: { notice: TSettingsNotice | null }) {
  if (!notice) return null;
  return (
    <div
      role="alert"
      className={cn(
        'rounded-lg px-3 py-2 text-sm',
        notice.tone === 'success' ? 'bg-green-950 text-green-200' : 'bg-red-950 text-red-200',
      )}
    >
      <p>{notice.text}</p>
      {notice.detail && <p className="mt-1 break-words">{notice.detail}</p>}
    </div>
  );
}

/**
 * A card of the seller's settings in the profile: its form reads the account as stored (GET /users/me), with a
 * spinner while it loads and a retry when it fails. The form is keyed by account, so what the seller is typing
 * survives the refresh that follows a save.
 */
export function SettingsCard({
  titleId,
  texts,
  renderForm,
}: {
  titleId: string;
  texts: { title: string; explanation: string; loading: string; loadError: string };
  renderForm: (saved: TUser) => ReactNode;
}) {
  // A form that edits the account starts from an answer the server gave after the card opened, not from the
  // copy the phone kept (which a reload right after a save may restore from before it, even after the card
  // opened): a second 'Guardar' would send the old values back. A copy written in the very millisecond the card
  // opened is no answer either while the card's own request is still out. Offline, the kept copy is all there
  // is. Once shown, the form stays through later refreshes, so what the seller is typing is not lost.
  const [openedAt] = useState(() => Date.now());
  const [isCurrent, setIsCurrent] = useState(false);
  const own = useQuery({ ...getOwnUserQueryOptions(), refetchOnMount: 'always' });
  const answeredSinceOpened = own.dataUpdatedAt >= openedAt && own.fetchStatus === 'idle';
  if (!isCurrent && (answeredSinceOpened || own.fetchStatus === 'paused')) setIsCurrent(true);
  let body;
  if (own.isPending || (!own.isError && !isCurrent)) {
    body = (
      <div className="flex justify-center py-6 text-teal-400">
        <Spinner label={texts.loading} />
      </div>
    );
  } else if (own.isError) {
    body = (
      <ErrorState
        className="mt-4"
        message={texts.loadError}
        onRetry={() => void own.refetch()}
        isRetrying={own.isRefetching}
      />
    );
  } else {
    body = <div key={own.data.id}>{renderForm(own.data)}</div>;
  }
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-slate-900 p-6 ring-1 ring-slate-700">
      <h2 id={titleId} className="text-lg font-semibold">
        {texts.title}
      </h2>
      <p className="mt-1 text-sm text-slate-300">{texts.explanation}</p>
      {body}
    </section>
  );
}
