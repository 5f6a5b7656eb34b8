import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { FormError } from '@/components/ui/field';
import { isApiError } from '@/lib/api-client';
import { EXPORT_TEXTS } from './export-texts';

/**
 * What a download said when it ended: the file's name, or why it failed (the server's Spanish message where it
 * sent one). Announced as it appears.
 */
export function DownloadOutcome({ fileName, error }: { fileName: string | undefined; error: unknown }) {
  if (error) {
    return <FormError message={serverMessageOr(isApiError(error) ? error : {}, EXPORT_TEXTS.failed)} />;
  }
  if (!fileName) return null;
  return (
    <p role="status" className="text-sm text-green-800 dark:text-green-300">
      {EXPORT_TEXTS.saved(fileName)}
    </p>
  );
}
