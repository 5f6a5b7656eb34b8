import { useEffect, useId, useState, type ReactNode } from 'react';
import { ListChecks, Search, Wallet } from 'lucide-react';
import { OPEN_ACCOUNTS_BANNER_MS } from '@cuadre/shared/open-accounts/constants';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { OPEN_ACCOUNT_MESSAGES } from '@cuadre/shared/open-accounts/messages';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { Pagination } from '@/components/ui/pagination';
import { ListSpinner } from '@/components/ui/spinner';
import { useSearchText } from '@/hooks/use-debounced-value';
import { useListPage, useStayWithinPages } from '@/hooks/use-list-page';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/stores/app-store';
import { useCheckAndCloseAllAccounts } from '../api/check-and-close-all';
import { useOpenAccounts } from '../api/get-open-accounts';
import type { TOpenAccount } from '@cuadre/shared/open-accounts/schemas';
import { OpenAccountCard } from './open-account-card';

export const OPEN_ACCOUNTS_TEXTS = {
  searchLabel: 'Buscar por cliente',
  checkAll: 'Verificar y Cerrar Cuentas',
  checkingAll: 'Verificando cuentas...',
} as const;

type TBanner = { tone: 'info' | 'error'; text: string; id: number };

/** The info banner of 'Verificar y Cerrar Cuentas' (spec §2): the server's answer, gone after 5 s. */
function useTimedBanner() {
  const [banner, setBanner] = useState<TBanner | null>(null);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), OPEN_ACCOUNTS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);
  return {
    banner,
    // A new id restarts the 5 s even when the same text comes twice in a row.
    show: (tone: TBanner['tone'], text: string) => setBanner({ tone, text, id: Date.now() }),
  };
}

/** What the page adds to each card for its client (features do not import each other: the page composes). */
type TClientActions = (client: TOpenAccount['client']) => ReactNode;

function AccountsBody({ clientActions }: { clientActions?: TClientActions }) {
  const searchId = useId();
  const { searchText, setSearchText, search } = useSearchText();
  const paging = useListPage(search);
  const { page, setPage } = paging;

  const accounts = useOpenAccounts({ page, search });
  const checkAll = useCheckAndCloseAllAccounts();
  const { banner, show } = useTimedBanner();
  const list = accounts.data?.data ?? [];
  const totalPages = accounts.data?.totalPages ?? 0;

  useStayWithinPages(paging, { totalPages, isPlaceholderData: accounts.isPlaceholderData });

  function handleCheckAll() {
    checkAll.mutate(undefined, {
      onSuccess: ({ data }) => show('info', data.message),
      onError: (error) => show('error', OPEN_ACCOUNT_MESSAGES.checkAllError(error.message)),
    });
  }

  let body;
  if (accounts.isPending) {
    body = <ListSpinner label="Cargando cuentas abiertas..." />;
  } else if (accounts.isError) {
    body = (
      <ErrorState
        message={LOAD_ERRORS.openAccounts(accounts.error.message)}
        onRetry={() => void accounts.refetch()}
        isRetrying={accounts.isRefetching}
      />
    );
  } else if (list.length === 0) {
    body = search ? (
      <EmptyState icon={Search} title={OPEN_ACCOUNT_MESSAGES.noMatch(search)} />
    ) : (
      <EmptyState icon={Wallet} title={OPEN_ACCOUNT_MESSAGES.empty} />
    );
  } else {
    body = (
      <ul className="space-y-4" aria-label="Cuentas">
        {list.map((account) => (
          <li key={account.id}>
            <OpenAccountCard account={account} clientActions={clientActions?.(account.client)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="w-full max-w-md">
          <Label htmlFor={searchId} className="sr-only">
            {OPEN_ACCOUNTS_TEXTS.searchLabel}
          </Label>
          <SearchInput
            id={searchId}
            value={searchText}
            placeholder={OPEN_ACCOUNT_MESSAGES.searchPlaceholder}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        {list.length > 0 && (
          <Button onClick={handleCheckAll} isLoading={checkAll.isPending}>
            {!checkAll.isPending && <ListChecks aria-hidden="true" className="size-4" />}
            {checkAll.isPending ? OPEN_ACCOUNTS_TEXTS.checkingAll : OPEN_ACCOUNTS_TEXTS.checkAll}
          </Button>
        )}
      </div>
      {/* Always mounted, so screen readers announce the text when it appears. */}
      <div role={banner?.tone === 'error' ? 'alert' : 'status'} aria-live="polite">
        {banner && (
          <p
            key={banner.id}
            className={cn(
              'mb-4 rounded-lg border px-4 py-3 text-sm font-medium',
              banner.tone === 'info'
                ? 'border-blue-200 bg-blue-50 text-blue-900 dark:border-blue-900 dark:bg-blue-950/60 dark:text-blue-100'
                : 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200',
            )}
          >
            {banner.text}
          </p>
        )}
      </div>
      {body}
      {list.length > 0 && (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={setPage}
          isDisabled={accounts.isPlaceholderData}
        />
      )}
    </>
  );
}

/** /dashboard/open-accounts body (spec §2 Open accounts). */
export function OpenAccountsList({ clientActions }: { clientActions?: TClientActions } = {}) {
  const token = useAppStore((state) => state.token);
  if (!token) {
    return <p className="text-slate-700 dark:text-slate-300">{OPEN_ACCOUNT_MESSAGES.notLoggedIn}</p>;
  }
  return <AccountsBody clientActions={clientActions} />;
}
