import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from './button';

export type TFileFormat = 'xlsx' | 'csv' | 'pdf';

const FORMAT_LABELS: Record<TFileFormat, string> = { xlsx: 'XLSX', csv: 'CSV', pdf: 'PDF' };

/**
 * A button per file format of what the screen shows, in one named group; the one being fetched spins and the
 * others wait for it. `children` adds buttons of the screen's own (Compartir) to the same row.
 */
export function DownloadButtons<TFormat extends TFileFormat>({
  formats,
  groupLabel,
  labelOf,
  busy,
  disabled = false,
  onDownload,
  children,
}: {
  formats: readonly TFormat[];
  groupLabel: string;
  /** Each button's accessible name: "Descargar el reporte en XLSX". */
  labelOf: (formatLabel: string) => string;
  /** The format being fetched, or null. */
  busy: TFormat | null;
  disabled?: boolean;
  onDownload: (format: TFormat) => void;
  children?: ReactNode;
}) {
  return (
    <div role="group" aria-label={groupLabel} className="flex flex-wrap gap-2">
      {formats.map((format) => {
        const isBusy = busy === format;
        return (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            aria-label={labelOf(FORMAT_LABELS[format])}
            disabled={disabled || busy !== null}
            isLoading={isBusy}
            onClick={() => onDownload(format)}
          >
            {!isBusy && <Download aria-hidden="true" className="size-4" />}
            {FORMAT_LABELS[format]}
          </Button>
        );
      })}
      {children}
    </div>
  );
}
