import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { TImportMapping, TImportResult } from '@cuadre/shared/imports/schemas';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { IMPORT_TEXTS } from './import-texts';
import { forgetColumns, recallColumns, rememberColumns, type TColumnChoice } from './remembered-columns';

export type TImportUpload = (file: File, dryRun: boolean, mapping?: TColumnChoice) => Promise<TImportResult>;

type TImportDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A CSV in public/ with the headers (and an example row) the import reads. */
  templateHref: string;
  /** Which import this is, for the columns remembered per file headers ('/products/import'). */
  columnsKey: string;
  upload: TImportUpload;
  /** After a real import: the lists refresh, the seller is told. */
  onImported: (result: TImportResult) => void;
};

/** A file read by the server: what it would do, and the columns it was read with (undefined: as recognised). */
type TPreviewed = {
  file: File;
  result: TImportResult;
  choice: TColumnChoice | undefined;
  /** The columns came from what the seller chose for a file with the same headers before. */
  isRecalled: boolean;
};

type TState =
  | { step: 'choose' }
  | { step: 'reading' }
  | ({ step: 'previewed'; isRefreshing: boolean } & TPreviewed)
  | ({ step: 'importing' } & TPreviewed)
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

/** The columns a preview was read with, as a choice the server takes back. */
function choiceOf(mapping: TImportMapping): TColumnChoice {
  return Object.fromEntries(mapping.fields.map((field) => [field.field, field.column]));
}

function sameChoice(a: TColumnChoice, b: TColumnChoice): boolean {
  return Object.keys(a).every((field) => !(field in b) || a[field] === b[field]);
}

/**
 * Import a spreadsheet (design §15): the file is read by the server first (a dry run) and its first rows, its
 * counts, every problem with its line, what it takes with a warning, and which column feeds each field are shown.
 * The seller may choose other columns (the preview is read again, and the choice is remembered for the next file
 * with the same headers); only a file without problems can be imported, all at once.
 */
export function ImportDialog({
  open,
  onClose,
  title,
  templateHref,
  columnsKey,
  upload,
  onImported,
}: TImportDialogProps) {
  const inputId = useId();
  const mappingId = useId();
  const [state, setState] = useState<TState>({ step: 'choose' });
  // Only the latest preview is shown: a slower answer to an earlier choice must not replace it.
  const latest = useRef(0);

  function close() {
    latest.current += 1;
    setState({ step: 'choose' });
    onClose();
  }

  async function preview(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file chosen again after a fix must be read again.
    event.target.value = '';
    if (!file) return;
    const request = ++latest.current;
    setState({ step: 'reading' });
    try {
      const recognised = await upload(file, true);
      const recalled = recallColumns(columnsKey, recognised.columns);
      const useRecalled =
        recalled !== null &&
        recognised.mapping !== null &&
        !sameChoice(recalled, choiceOf(recognised.mapping));
      const result = useRecalled ? await upload(file, true, recalled) : recognised;
      if (request !== latest.current) return;
      setState({
        step: 'previewed',
        file,
        result,
        choice: useRecalled ? recalled : undefined,
        isRecalled: useRecalled,
        isRefreshing: false,
      });
    } catch (error) {
      if (request === latest.current) setState(failureOf(error));
    }
  }

  async function previewWith(current: TPreviewed, choice: TColumnChoice | undefined) {
    const request = ++latest.current;
    setState({ step: 'previewed', ...current, choice, isRecalled: false, isRefreshing: true });
    try {
      const result = await upload(current.file, true, choice);
      if (request !== latest.current) return;
      setState({
        step: 'previewed',
        file: current.file,
        result,
        choice,
        isRecalled: false,
        isRefreshing: false,
      });
    } catch (error) {
      if (request === latest.current) setState(failureOf(error));
    }
  }

  function chooseColumn(current: TPreviewed, mapping: TImportMapping, field: string, value: string) {
    const choice = { ...choiceOf(mapping), [field]: value === '' ? null : Number(value) };
    rememberColumns(columnsKey, current.result.columns, choice);
    void previewWith(current, choice);
  }

  function backToRecognised(current: TPreviewed) {
    forgetColumns(columnsKey, current.result.columns);
    void previewWith(current, undefined);
  }

  async function importFile() {
    if (state.step !== 'previewed' || state.isRefreshing) return;
    const { file, result, choice, isRecalled } = state;
    setState({ step: 'importing', file, result, choice, isRecalled });
    try {
      const imported = await upload(file, false, choice);
      onImported(imported);
      close();
    } catch (error) {
      setState(failureOf(error));
    }
  }

  const current = state.step === 'previewed' || state.step === 'importing' ? state : null;
  const result = current?.result ?? null;
  const isRefreshing = state.step === 'previewed' && state.isRefreshing;
  const errors = result
    ? result.errors.map((error) => error.message)
    : state.step === 'failed'
      ? state.errors
      : [];
  const canImport = state.step === 'previewed' && !state.isRefreshing && state.result.errors.length === 0;
  const mapping = result?.mapping ?? null;

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
      <div className="flex min-w-0 flex-col gap-4">
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
            {isRefreshing
              ? IMPORT_TEXTS.refreshing
              : IMPORT_TEXTS.counts(result.created, result.updated, result.unchanged)}
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
        {result && result.warnings.length > 0 && (
          <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            <p className="font-medium">{IMPORT_TEXTS.warningsTitle}</p>
            <ul className="mt-1 list-disc pl-5">
              {result.warnings.map((warning) => (
                <li key={warning.message}>{warning.message}</li>
              ))}
            </ul>
          </div>
        )}
        {current && result && mapping && (
          <details open className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <summary id={mappingId} className="min-h-11 cursor-pointer content-center text-sm font-medium">
              {IMPORT_TEXTS.mappingTitle}
            </summary>
            <div className="flex flex-col gap-3 text-sm">
              <p className="text-slate-600 dark:text-slate-300">{IMPORT_TEXTS.mappingHint}</p>
              {mapping.layout && <p>{IMPORT_TEXTS.layout(mapping.layout)}</p>}
              {mapping.decimalMark && <p>{IMPORT_TEXTS.decimalMark(mapping.decimalMark)}</p>}
              {current.isRecalled && <p>{IMPORT_TEXTS.remembered}</p>}
              <div role="group" aria-labelledby={mappingId} className="grid gap-3 sm:grid-cols-2">
                {mapping.fields.map((field) => (
                  <div key={field.field} className="min-w-0">
                    <label htmlFor={`${mappingId}-${field.field}`} className="mb-1 block font-medium">
                      {field.label}
                      {field.required && (
                        <span aria-hidden="true" className="text-red-700 dark:text-red-400">
                          {' '}
                          *
                        </span>
                      )}
                    </label>
                    <Select
                      id={`${mappingId}-${field.field}`}
                      aria-required={field.required}
                      value={field.column === null ? '' : String(field.column)}
                      disabled={state.step === 'importing'}
                      onChange={(event) => chooseColumn(current, mapping, field.field, event.target.value)}
                      className="w-full min-w-0"
                    >
                      <option value="">{IMPORT_TEXTS.noColumn}</option>
                      {result.columns.map((header, index) => (
                        <option key={index} value={index}>
                          {IMPORT_TEXTS.columnName(header, index)}
                        </option>
                      ))}
                    </Select>
                  </div>
                ))}
              </div>
              <p className="text-slate-600 [overflow-wrap:anywhere] dark:text-slate-300">
                {IMPORT_TEXTS.ignored(
                  mapping.ignored.map((index) => IMPORT_TEXTS.columnName(result.columns[index] ?? '', index)),
                )}
              </p>
              {current.choice !== undefined && (
                <Button
                  variant="secondary"
                  className="self-start"
                  disabled={state.step === 'importing'}
                  onClick={() => backToRecognised(current)}
                >
                  {IMPORT_TEXTS.recognised}
                </Button>
              )}
            </div>
          </details>
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
