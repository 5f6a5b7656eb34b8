import { lazy, Suspense } from 'react';
import { ArrowLeftRight, Banknote, Landmark, Undo2 } from 'lucide-react';
import { layoutText } from '@cuadre/shared/documents/document-layout';
import type { TDocumentShop } from '@cuadre/shared/documents/document-shop';
import { formatUsd } from '@cuadre/shared/money/money';
import type { TPaymentsReport } from '@cuadre/shared/reports/payments';
import { inCurrency, paymentsLayout } from '@cuadre/shared/reports/payments-document';
import { PAYMENTS_TEXTS } from '@cuadre/shared/reports/messages';
import { REPORT_FILE_SLUGS } from '@cuadre/shared/reports/period';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { MoneyMovedTable } from './money-moved-table';
import { ReportActions } from './report-actions';

const PaymentsChart = lazy(() => import('./payments-chart'));

export const PAYMENTS_REPORT_FILE = { route: '/reports/payments', slug: REPORT_FILE_SLUGS.payments } as const;

function ChangeTable({ report }: { report: TPaymentsReport }) {
  if (report.change.length === 0) return <p className="text-sm">{PAYMENTS_TEXTS.noChange}</p>;
  return (
    <Table caption={PAYMENTS_TEXTS.changeTitle}>
      <THead>
        <Tr>
          <Th>{PAYMENTS_TEXTS.currency}</Th>
          <Th className="text-right">{PAYMENTS_TEXTS.count}</Th>
          <Th className="text-right">{PAYMENTS_TEXTS.amount}</Th>
        </Tr>
      </THead>
      <TBody>
        {report.change.map((line) => (
          <Tr key={line.currency}>
            <Th scope="row" className="font-medium">
              {line.currency === 'VES' ? 'Bolívares' : 'Dólares'}
            </Th>
            <Td className="text-right tabular-nums">{line.count}</Td>
            <Td className="text-right font-semibold tabular-nums">
              {inCurrency(line.amount, line.currency)}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

/** "Cobros y pagos" (decision record 033): what came in by method and currency, its IGTF, what went back. */
export function PaymentsReportView({ report, shop }: { report: TPaymentsReport; shop: TDocumentShop }) {
  return (
    <div className="grid gap-4">
      <ReportActions
        report={PAYMENTS_REPORT_FILE}
        period={report.period}
        text={layoutText(paymentsLayout(report, shop))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <StatCard icon={Banknote} label={PAYMENTS_TEXTS.collected} value={formatUsd(report.collected)} />
        <StatCard icon={Landmark} label={PAYMENTS_TEXTS.igtf} value={formatUsd(report.igtf)} />
        <StatCard icon={Undo2} label={PAYMENTS_TEXTS.refunded} value={formatUsd(report.refunded)} />
        <StatCard
          icon={ArrowLeftRight}
          label={PAYMENTS_TEXTS.changeTitle}
          value={
            report.change.length === 0
              ? '—'
              : report.change.map((line) => inCurrency(line.amount, line.currency)).join(' · ')
          }
        />
      </div>
      {report.payments.length === 0 ? (
        <EmptyState icon={Banknote} title={PAYMENTS_TEXTS.empty} />
      ) : (
        <>
          <Suspense fallback={<Spinner label="Cargando gráfico..." />}>
            <PaymentsChart
              lines={report.payments}
              summary={`${PAYMENTS_TEXTS.chartTitle}: ${PAYMENTS_TEXTS.collected.toLowerCase()} ${formatUsd(report.collected)}.`}
            />
          </Suspense>
          <section className="grid gap-2">
            <h3 className="text-base font-semibold">{PAYMENTS_TEXTS.paymentsTitle}</h3>
            <MoneyMovedTable title={PAYMENTS_TEXTS.paymentsTitle} lines={report.payments} />
          </section>
        </>
      )}
      <section className="grid gap-2">
        <h3 className="text-base font-semibold">{PAYMENTS_TEXTS.changeTitle}</h3>
        <ChangeTable report={report} />
      </section>
      <section className="grid gap-2">
        <h3 className="text-base font-semibold">{PAYMENTS_TEXTS.refundsTitle}</h3>
        {report.refunds.length === 0 ? (
          <p className="text-sm">{PAYMENTS_TEXTS.noRefunds}</p>
        ) : (
          <MoneyMovedTable title={PAYMENTS_TEXTS.refundsTitle} lines={report.refunds} />
        )}
      </section>
    </div>
  );
}
