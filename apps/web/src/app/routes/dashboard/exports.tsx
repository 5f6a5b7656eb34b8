import { PageHeader } from '@/components/ui/page-header';
import { AllDataDownload } from '@/features/exports/components/all-data-download';
import { ExportForm } from '@/features/exports/components/export-form';
import { SalesBookForm } from '@/features/exports/components/sales-book-form';

/** /dashboard/exportar (design §15): a table as CSV or Excel, the month's sales book, all the data as a ZIP. */
export function Component() {
  return (
    <>
      <PageHeader
        title="Exportar datos"
        description="Descarga tus datos para abrirlos en Excel, dárselos a tu contador o guardar una copia."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ExportForm />
        <div className="flex flex-col gap-6">
          <SalesBookForm />
          <AllDataDownload />
        </div>
      </div>
    </>
  );
}
