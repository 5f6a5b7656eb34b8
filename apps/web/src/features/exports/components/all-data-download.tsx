import type { ReactNode } from 'react';
import { Archive } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { useDownloadAllData } from '../api/download-all-data';
import { DownloadOutcome } from './download-outcome';
import { ExportCard } from './export-card';
import { EXPORT_TEXTS } from './export-texts';

/**
 * "Descargar todos mis datos" (design §15): every table as CSV in one ZIP. `children`: what the page adds under
 * the button (the profile links to the export screen from here).
 */
export function AllDataDownload({ children }: { children?: ReactNode }) {
  const timeZone = useSellerTimeZone();
  const download = useDownloadAllData();
  return (
    <ExportCard
      titleId="all-data-title"
      title={EXPORT_TEXTS.allTitle}
      explanation={EXPORT_TEXTS.allExplanation}
    >
      <Button
        variant="secondary"
        isLoading={download.isPending}
        onClick={() => download.mutate({ timeZone })}
        className="w-full sm:w-auto sm:self-start"
      >
        {!download.isPending && <Archive aria-hidden="true" className="size-4" />}
        {download.isPending ? EXPORT_TEXTS.preparing : EXPORT_TEXTS.downloadAll}
      </Button>
      <DownloadOutcome fileName={download.data} error={download.error} />
      {children}
    </ExportCard>
  );
}
