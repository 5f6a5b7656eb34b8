import { useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import {
  EXPORT_KIND_DATE_LABELS,
  EXPORT_KIND_LABELS,
  EXPORT_KINDS,
  type TExportFormat,
  type TExportKind,
} from '@cuadre/shared/exports/constants';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { useDownloadExport } from '../api/download-export';
import { DownloadOutcome } from './download-outcome';
import { ExportCard } from './export-card';
import { EXPORT_TEXTS } from './export-texts';
import { FormatChoice } from './format-choice';
import { useCsvFormatDescription } from './use-csv-format';

const isKind = (value: string): value is TExportKind => (EXPORT_KINDS as readonly string[]).includes(value);

/** One table (design §15): which kind, CSV or Excel, and optionally the days it covers. */
export function ExportForm() {
  const [kind, setKind] = useState<TExportKind>('sales');
  const [format, setFormat] = useState<TExportFormat>('xlsx');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const download = useDownloadExport();
  const csvDescription = useCsvFormatDescription({ enabled: format === 'csv' });
  const isInverted = from !== '' && to !== '' && from > to;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isInverted) return;
    download.mutate({ kind, format, from, to });
  }

  return (
    <ExportCard
      titleId="export-table-title"
      title={EXPORT_TEXTS.tableTitle}
      explanation={EXPORT_TEXTS.tableExplanation}
    >
      <form onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate>
        <FormField label={EXPORT_TEXTS.kind}>
          {(field) => (
            <Select
              {...field}
              value={kind}
              onChange={(event) => {
                if (isKind(event.target.value)) setKind(event.target.value);
              }}
            >
              {EXPORT_KINDS.map((option) => (
                <option key={option} value={option}>
                  {EXPORT_KIND_LABELS[option]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormatChoice name="export-format" value={format} onChange={setFormat} />
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={EXPORT_TEXTS.from}>
            {(field) => (
              <Input {...field} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
            )}
          </FormField>
          <FormField label={EXPORT_TEXTS.to} error={isInverted ? VALIDATION.dateRangeInvalid : undefined}>
            {(field) => (
              <Input {...field} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
            )}
          </FormField>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {EXPORT_TEXTS.rangeHint(EXPORT_KIND_DATE_LABELS[kind])}
          {format === 'csv' && ` ${EXPORT_TEXTS.csvHint(csvDescription)}`}
        </p>
        <Button
          type="submit"
          isLoading={download.isPending}
          disabled={isInverted}
          className="w-full sm:w-auto sm:self-start"
        >
          {!download.isPending && <Download aria-hidden="true" className="size-4" />}
          {download.isPending ? EXPORT_TEXTS.preparing : EXPORT_TEXTS.download}
        </Button>
        <DownloadOutcome fileName={download.data} error={download.error} />
      </form>
    </ExportCard>
  );
}
