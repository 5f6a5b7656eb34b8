import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ReceiptText } from 'lucide-react';
import type { TSaleStatus } from '@cuadre/shared/sales/constants';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { LARGE_SCREEN_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { isApiError } from '@/lib/api-client';
import { quantityText } from '@/lib/quantity';
import { useAdminSale } from '../api/get-admin-sale';
import { AdminCardList } from './admin-card-list';
import { formatAdminDate, formatAdminMoney } from './admin-format';

// The admin area is in English (spec §2); the seller's screens say Pagada / Pendiente.
const SALE_STATUS_EN: Record<TSaleStatus, string> = { PAID: 'Paid', PENDING: 'Pending' };

function BackToSales() {
  return (
    <Link to={paths.admin.sales} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Sales
    </Link>
  );
}

/** /admin/sales/{saleId}: id, date, client, owner, total and the items (spec §2 Admin lists). */
export function AdminSaleDetail({ saleId }: { saleId: string }) {
  const query = useAdminSale(saleId);
  const isLarge = useMediaQuery(LARGE_SCREEN_QUERY);

  if (query.isPending) return <PageSpinner label="Loading sale..." />;
  if (query.isError) {
    const isMissing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <>
        <PageHeader title="Sale Details" actions={<BackToSales />} />
        {isMissing ? (
          <ErrorState message="Sale not found." />
        ) : (
          <ErrorState
            message={LOAD_ERRORS.saleDetails}
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        )}
      </>
    );
  }

  const sale = query.data.data;
  const facts: [string, ReactNode][] = [
    ['Sale ID', <span className="font-mono break-all">{sale.id}</span>],
    ['Date', formatAdminDate(sale.createdAt)],
    ['Client', sale.client?.name ?? '—'],
    ['Owner', sale.user.name],
    [
      'Status',
      <Badge tone={sale.status === 'PAID' ? 'success' : 'warning'}>{SALE_STATUS_EN[sale.status]}</Badge>,
    ],
    ['Total', <span className="text-lg font-semibold tabular-nums">{formatAdminMoney(sale.total)}</span>],
  ];

  return (
    <>
      <PageHeader
        title="Sale Details"
        actions={
          <div className="flex flex-wrap gap-2">
            <Link
              to={paths.admin.saleReceipt(sale.id)}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <ReceiptText aria-hidden="true" className="size-4" />
              Ver recibo
            </Link>
            <BackToSales />
          </div>
        }
      />
      <div className="flex flex-col gap-6">
        <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="mt-0.5 font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="sale-items-title" className="flex flex-col gap-3">
          <h2 id="sale-items-title" className="text-lg font-semibold">
            Items
          </h2>
          {isLarge ? (
            <Table caption="Items">
              <THead>
                <Tr>
                  <Th>Product</Th>
                  <Th className="text-right">Quantity</Th>
                  <Th className="text-right">Price per Item</Th>
                  <Th className="text-right">Subtotal</Th>
                </Tr>
              </THead>
              <TBody>
                {sale.items.map((item) => (
                  <Tr key={item.id}>
                    <Td className="font-medium">
                      {item.name}
                      {item.productId === null && (
                        <span className="block text-xs font-normal text-slate-600">Extra charge</span>
                      )}
                    </Td>
                    <Td className="text-right tabular-nums">{quantityText(item.quantity, item.unit)}</Td>
                    <Td className="text-right tabular-nums">{formatAdminMoney(item.price)}</Td>
                    <Td className="text-right tabular-nums">{formatAdminMoney(item.subtotal)}</Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          ) : (
            <AdminCardList
              label="Items"
              cards={sale.items.map((item) => ({
                id: item.id,
                title: item.productId === null ? `${item.name} (extra charge)` : item.name,
                fields: [
                  ['Quantity', quantityText(item.quantity, item.unit)],
                  ['Price per Item', formatAdminMoney(item.price)],
                  ['Subtotal', formatAdminMoney(item.subtotal)],
                ],
              }))}
            />
          )}
        </section>
      </div>
    </>
  );
}
