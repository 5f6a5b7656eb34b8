import { useState, type FormEvent } from 'react';
import { BookOpenText } from 'lucide-react';
import { SALES_BOOK_FORMATS, type TSalesBookFormat } from '@cuadre/shared/exports/constants';
import { todayInZone } from '@cuadre/shared/common/dates';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { ZMonth } from '@cuadre/shared/exports/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { useDownloadSalesBook } from '../api/download-sales-book';
import { DownloadOutcome } from './download-outcome';
import { ExportCard } from './export-card';
import { EXPORT_TEXTS } from './export-texts';
import { FormatChoice } from './format-choice';

/** The month's sales book for the accountant (design §15): this month in the seller's zone unless picked. */
export function SalesBookForm() {
  const timeZone = useSellerTimeZone();
  const [month, setMonth] = useState(() => todayInZone(timeZone).slice(0, 7));
  const [format, setFormat] = useState<TSalesBookFormat>('xlsx');
  const [isChecked, setIsChecked] = useState(false);
  const download = useDownloadSalesBook();
  // A browser without a month picker shows a text field: what was typed must read 'YYYY-MM'.
  const isValidMonth = ZMonth.safeParse(month).success;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (!isValidMonth) return;
    download.mutate({ month, format });
  }

  return (
    <ExportCard
      titleId="sales-book-title"
      title={EXPORT_TEXTS.bookTitle}
      explanation={EXPORT_TEXTS.bookExplanation}
    >
      <form onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate>
        <FormField
          label={EXPORT_TEXTS.month}
          error={isChecked && !isValidMonth ? VALIDATION.invalidMonth : undefined}
        >
          {(field) => (
            <Input
              {...field}
              type="month"
              placeholder="AAAA-MM"
              value={month}
              onChange={(event) => setMonth(event.target.value)}
            />
          )}
        </FormField>
        <FormatChoice
          name="sales-book-format"
          value={format}
          onChange={setFormat}
          formats={SALES_BOOK_FORMATS}
        />
        <Button type="submit" isLoading={download.isPending} className="w-full sm:w-auto sm:self-start">
          {!download.isPending && <BookOpenText aria-hidden="true" className="size-4" />}
          {download.isPending ? EXPORT_TEXTS.preparing : EXPORT_TEXTS.downloadBook}
        </Button>
        <DownloadOutcome fileName={download.data} error={download.error} />
      </form>
    </ExportCard>
  );
}
