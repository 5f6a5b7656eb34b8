import { useId, useState, type ChangeEvent } from 'react';
import type { TImportResult } from '@cuadre/shared/schemas/imports';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { IMPORT_TEXTS } from './import-texts';

export type TImportUpload = (file: File, dryRun: boolean) => Promise<TImportResult>;

type TImportDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A CSV in public/ with the headers (and an example row) the import reads. */
  templateHref: string;
  upload: TImportUpload;
  /** After a real import: the lists refresh, the seller is told. */
  onImported: (result: TImportResult) => void;
};

type TState =
  | { step: 'choose' }
  | { step: 'reading' }
  | { step: 'previewed'; file: File; result: TImportResult }
  | { step: 'importing'; file: File; result: TImportResult }
  | { step: 'failed'; message: string; errors: string[] };

/** The server's refusal as the seller reads it: the file's problems one per line, or what went wrong. */
function failureOf(error: unknown): TState {
  if (isApiError(error) && error.errors && error.errors.length > 0)
    return { step: 'failed', message: error.message, errors: error.errors };
  return {
    step: 'failed',
    message: isApiError(error) && error.message ? error.message : IMPORT_TEXTS.failed,
    errors: [],
  };
}

/**
 * Import a spreadsheet (design §15): the file is read by the server first (a dry run) and its first rows, its
 * counts and every problem with its line are shown; only a file without problems can be imported, all at once.
 */
export function ImportDialog({ open, onClose, title, templateHref, upload, onImported }: TImportDialogProps) {
  const inputId = useId();
  const [state, setState] = useState<TState>({ step: 'choose' });

  function close() {
    setState({ step: 'choose' });
    onClose();
  }

  async function preview(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again after a fix must be read again.
    event.target.value = '';
    if (!file) return;
    setState({ step: 'reading' });
    try {
      setState({ step: 'previewed', file, result: await upload(file, true) });
    } catch (error) {
      setState(failureOf(error));
    }
  }

  async function importFile() {
    if (state.step !== 'previewed') return;
    setState({ ...state, step: 'importing' });
    try {
      const result = await upload(state.file, false);
      onImported(result);
      close();
    } catch (error) {
      setState(failureOf(error));
    }
  }

  const result = state.step === 'previewed' || state.step === 'importing' ? state.result : null;
  const errors = result
    ? result.errors.map((error) => error.message)
    : state.step === 'failed'
      ? state.errors
      : [];
  const canImport = state.step === 'previewed' && state.result.errors.length === 0;

  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title={title}
      dismissible={state.step !== 'importing'}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={state.step === 'importing'}>
            {IMPORT_TEXTS.cancel}
          </Button>
          <Button
            onClick={() => void importFile()}
            disabled={!canImport}
            isLoading={state.step === 'importing'}
          >
            {state.step === 'importing' ? IMPORT_TEXTS.importing : IMPORT_TEXTS.confirm}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm">
          <a
            href={templateHref}
            download
            className="font-medium text-teal-700 underline underline-offset-2 dark:text-teal-400"
          >
            {IMPORT_TEXTS.template}
          </a>
          <span className="block text-slate-600 dark:text-slate-300">{IMPORT_TEXTS.templateHint}</span>
        </p>
        <div>
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
            {IMPORT_TEXTS.file}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => void preview(event)}
            disabled={state.step === 'reading' || state.step === 'importing'}
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-200 file:px-3 file:font-medium dark:file:bg-slate-700"
          />
        </div>
        {state.step === 'reading' && <p role="status">{IMPORT_TEXTS.reading}</p>}
        {result && (
          <p role="status" className="text-sm font-medium">
            {IMPORT_TEXTS.counts(result.created, result.updated, result.unchanged)}
          </p>
        )}
        {(errors.length > 0 || state.step === 'failed') && (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <p className="font-medium">
              {state.step === 'failed' && errors.length === 0 ? state.message : IMPORT_TEXTS.errorsTitle}
            </p>
            <ul className="mt-1 list-disc pl-5">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        {result && result.preview.length > 0 && (
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-xs">
              <caption className="mb-1 text-left text-sm font-medium">{IMPORT_TEXTS.previewTitle}</caption>
              <thead>
                <tr>
                  <th scope="col" className="px-2 py-1">
                    Línea
                  </th>
                  {result.columns.map((column, index) => (
                    <th key={`${column}-${index}`} scope="col" className="px-2 py-1 whitespace-nowrap">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.preview.map((row) => (
                  <tr key={row.line} className="border-t border-slate-200 dark:border-slate-700">
                    <td className="px-2 py-1">{row.line}</td>
                    {row.cells.map((cell, index) => (
                      <td key={index} className="px-2 py-1 whitespace-nowrap">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Dialog>
  );
}
