import { useState } from 'react';
import { BellRing, HandCoins, Search } from 'lucide-react';
import { formatDateEs, todayInZone } from '@cuadre/shared/common/dates';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { SEARCH_MAX_LENGTH } from '@cuadre/shared/common/constants';
import { dueDateLabel } from '@cuadre/shared/credit/messages';
import type { TReceivableClient } from '@cuadre/shared/credit/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ListView } from '@/components/ui/list-view';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { useSearchText } from '@/hooks/use-debounced-value';
import { useListPage, useStayWithinPages } from '@/hooks/use-list-page';
import { EXTRA_LARGE_SCREEN_QUERY } from '@/hooks/use-media-query';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { useShopPermission } from '@/hooks/use-shop-permission';
import { isApiError } from '@/lib/api-client';
import { useReceivables } from '../api/get-receivables';
import { DualAmount } from '@/components/ui/dual-amount';
import { ReceivablesDownloads } from './receivables-downloads';
import { ReceivablesSummary } from './receivables-summary';
import { RECEIVABLES_TEXTS } from './receivables-texts';
import { ReminderDialog, type TReminderTarget } from './reminder-dialog';
import { wasRemindedOn } from './reminder-state';

type TRow = TReceivableClient & { id: string };

function LateBadge({ client, asOf }: { client: TReceivableClient; asOf: string }) {
  if (client.daysLate <= 0 || !client.oldestDueDate)
    return <Badge tone="success">{RECEIVABLES_TEXTS.upToDate}</Badge>;
  return <Badge tone="danger">{dueDateLabel(client.oldestDueDate, asOf, client.daysLate)}</Badge>;
}

/**
 * /dashboard/por-cobrar (decision record 030): what each client owes and since when, most overdue first, the
 * ageing of it all, the reminders by WhatsApp and the report as a file.
 */
export function ReceivablesScreen() {
  const timeZone = useSellerTimeZone();
  const today = todayInZone(timeZone);
  // The accountant reads and exports; reminding is collecting (owner, manager, cashier).
  const canRemind = useShopPermission('collect') === 'allow';
  const canExport = useShopPermission('export') === 'allow';

  const { searchText, setSearchText, search } = useSearchText();
  const [asOf, setAsOf] = useState('');
  const paging = useListPage(`${search}\u0000${asOf}`);
  const { page, setPage } = paging;
  const receivables = useReceivables({ asOf, page, search });
  const report = receivables.data;
  const rows: TRow[] = (report?.clients ?? []).map((client) => ({ ...client, id: client.clientId }));
  const totalPages = report?.totalPages ?? 0;
  useStayWithinPages(paging, { totalPages, isPlaceholderData: receivables.isPlaceholderData });

  const [reminding, setReminding] = useState<TReminderTarget | null>(null);
  const isRemindedToday = (client: TReceivableClient) => wasRemindedOn(client, today, timeZone);

  function lastReminder(client: TReceivableClient): string {
    if (!client.lastReminderAt) return RECEIVABLES_TEXTS.neverReminded;
    return isRemindedToday(client)
      ? RECEIVABLES_TEXTS.remindedToday
      : RECEIVABLES_TEXTS.remindedOn(formatDateEs(client.lastReminderAt, timeZone));
  }

  const remindButton = (client: TReceivableClient) =>
    canRemind && (
      <Button
        variant="secondary"
        size="sm"
        aria-label={RECEIVABLES_TEXTS.remindName(client.name)}
        onClick={() => setReminding({ kind: 'one', client })}
      >
        <BellRing aria-hidden="true" className="size-4" />
        {RECEIVABLES_TEXTS.remind}
      </Button>
    );

  const asOfShown = report?.asOf ?? today;

  return (
    <>
      <PageHeader
        title={RECEIVABLES_TEXTS.title}
        description={RECEIVABLES_TEXTS.description}
        actions={
          canRemind &&
          report &&
          report.overdueClientCount > 0 && (
            <Button onClick={() => setReminding({ kind: 'overdue', asOf: report.asOf })}>
              <BellRing aria-hidden="true" className="size-4" />
              {RECEIVABLES_TEXTS.remindAll}
            </Button>
          )
        }
      />
      {report && <ReceivablesSummary report={report} />}
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,24rem)_12rem] lg:grid-cols-[minmax(0,24rem)_12rem_1fr] lg:items-end">
        <div className="min-w-0">
          <Label htmlFor="receivables-search">{RECEIVABLES_TEXTS.search}</Label>
          <Input
            id="receivables-search"
            type="search"
            placeholder={RECEIVABLES_TEXTS.searchPlaceholder}
            maxLength={SEARCH_MAX_LENGTH}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div className="min-w-0">
          <Label htmlFor="receivables-as-of">{RECEIVABLES_TEXTS.asOf}</Label>
          <Input
            id="receivables-as-of"
            type="date"
            max={today}
            value={asOf || asOfShown}
            // Cleared (or today again): the server's today, so a report left open past midnight moves on.
            onChange={(event) => setAsOf(event.target.value === today ? '' : event.target.value)}
          />
        </div>
        {canExport && (
          <div className="min-w-0 sm:col-span-2 lg:col-span-1 lg:justify-self-end">
            <ReceivablesDownloads asOf={report?.asOf} />
          </div>
        )}
      </div>
      <ListView
        query={receivables}
        items={rows}
        label={RECEIVABLES_TEXTS.list}
        loadingLabel={RECEIVABLES_TEXTS.loading}
        errorMessage={serverMessageOr(
          isApiError(receivables.error) ? receivables.error : {},
          RECEIVABLES_TEXTS.loadFailed,
        )}
        // Two amounts a row in bolívares need the width: cards below `xl`.
        tableQuery={EXTRA_LARGE_SCREEN_QUERY}
        empty={
          search ? (
            <EmptyState icon={Search} title={RECEIVABLES_TEXTS.noMatch} />
          ) : (
            <EmptyState icon={HandCoins} title={RECEIVABLES_TEXTS.empty} />
          )
        }
        table={(items) => (
          <>
            <THead>
              <Tr>
                <Th>Cliente</Th>
                <Th>Debe</Th>
                <Th>Vencido</Th>
                <Th>Estado</Th>
                <Th>Recordatorio</Th>
                {canRemind && <Th>Acciones</Th>}
              </Tr>
            </THead>
            <TBody>
              {items.map((client) => (
                <Tr key={client.id}>
                  <Td>
                    <span className="block font-medium">{client.name}</span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {client.phone ?? '—'}
                    </span>
                  </Td>
                  <Td>
                    <DualAmount amount={client.owed} />
                  </Td>
                  <Td>
                    <DualAmount amount={client.overdue} />
                  </Td>
                  <Td>
                    <LateBadge client={client} asOf={asOfShown} />
                  </Td>
                  <Td>{lastReminder(client)}</Td>
                  {canRemind && <Td>{remindButton(client)}</Td>}
                </Tr>
              ))}
            </TBody>
          </>
        )}
        cardClassName="p-4"
        card={(client) => (
          <article aria-label={client.name}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="min-w-0 font-semibold break-words">{client.name}</h3>
              <LateBadge client={client} asOf={asOfShown} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600 dark:text-slate-400">Teléfono</dt>
              <dd className="break-words">{client.phone ?? '—'}</dd>
              <dt className="text-slate-600 dark:text-slate-400">Debe</dt>
              <dd>
                <DualAmount amount={client.owed} />
              </dd>
              <dt className="text-slate-600 dark:text-slate-400">Vencido</dt>
              <dd>
                <DualAmount amount={client.overdue} />
              </dd>
              <dt className="text-slate-600 dark:text-slate-400">Recordatorio</dt>
              <dd>{lastReminder(client)}</dd>
            </dl>
            {canRemind && <div className="mt-3">{remindButton(client)}</div>}
          </article>
        )}
      />
      {rows.length > 0 && (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={setPage}
          isDisabled={receivables.isFetching}
        />
      )}
      {reminding && (
        <ReminderDialog
          target={reminding}
          isRemindedToday={isRemindedToday}
          onClose={() => setReminding(null)}
        />
      )}
    </>
  );
}
