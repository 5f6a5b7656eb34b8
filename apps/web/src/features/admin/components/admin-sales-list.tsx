import { Link, useNavigate } from 'react-router';
import { shortId } from '@cuadre/shared/common/short-id';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { focusRing } from '@/components/ui/button';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { useAdminSales } from '../api/get-admin-sales';
import { AdminCardList } from './admin-card-list';
import { AdminListFrame } from './admin-list-frame';
import { formatAdminDate, formatAdminMoney } from './admin-format';
import { useAdminListState } from './use-admin-list-state';

type TAdminSalesListProps = {
  /** One seller's sales (a tab of the user detail, without the Owner column); undefined = everyone's. */
  userId?: string;
};

/**
 * /admin/sales and the Sales tab: Sale ID (8 characters), Date, Client, Owner, Total; a row opens the sale
 * (spec §2 Admin lists). The id is a real link, so the keyboard and a middle click reach the detail too.
 */
export function AdminSalesList({ userId }: TAdminSalesListProps) {
  const state = useAdminListState();
  const query = useAdminSales({ page: state.page, search: state.search, userId });
  const navigate = useNavigate();
  const showOwner = userId === undefined;
  const isLarge = useMediaQuery(LARGE_SCREEN_QUERY);
  return (
    <AdminListFrame
      noun="sales"
      singular="sale"
      searchPlaceholder="Sale ID (8 characters) or client..."
      state={state}
      query={query}
      loadError={LOAD_ERRORS.sales}
      emptyTitle="No sales yet"
    >
      {(rows) =>
        isLarge ? (
          <Table caption="Sales">
            <THead>
              <Tr>
                <Th>Sale ID</Th>
                <Th>Date</Th>
                <Th>Client</Th>
                {showOwner && <Th>Owner</Th>}
                <Th className="text-right">Total</Th>
              </Tr>
            </THead>
            <TBody>
              {rows.map((sale) => (
                <Tr
                  key={sale.id}
                  className="cursor-pointer"
                  onClick={(event) => {
                    // The link handles its own clicks (and ctrl/middle clicks open a tab).
                    if ((event.target as HTMLElement).closest('a')) return;
                    void navigate(paths.admin.saleDetail(sale.id));
                  }}
                >
                  <Td>
                    <Link
                      to={paths.admin.saleDetail(sale.id)}
                      aria-label={`Sale ${shortId(sale.id)}`}
                      className={cn(
                        'rounded font-mono text-teal-800 underline-offset-2 hover:underline',
                        focusRing,
                      )}
                    >
                      {shortId(sale.id)}
                    </Link>
                  </Td>
                  <Td className="whitespace-nowrap">{formatAdminDate(sale.createdAt)}</Td>
                  <Td>{sale.client?.name ?? '—'}</Td>
                  {showOwner && <Td>{sale.user.name}</Td>}
                  <Td className="text-right tabular-nums">{formatAdminMoney(sale.total)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        ) : (
          <AdminCardList
            label="Sales"
            cards={rows.map((sale) => ({
              id: sale.id,
              title: <span className="font-mono">Sale {shortId(sale.id)}</span>,
              to: paths.admin.saleDetail(sale.id),
              fields: [
                ['Date', formatAdminDate(sale.createdAt)],
                ['Client', sale.client?.name ?? '—'],
                ...(showOwner ? [['Owner', sale.user.name] as [string, string]] : []),
                ['Total', <span className="font-semibold tabular-nums">{formatAdminMoney(sale.total)}</span>],
              ],
            }))}
          />
        )
      }
    </AdminListFrame>
  );
}
