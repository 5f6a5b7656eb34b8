import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TImportResult } from '@cuadre/shared/schemas/imports';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { ImportDialog, type TImportUpload } from './import-dialog';
import { IMPORT_TEXTS } from './import-texts';

// Issue 25, design §15: the file is previewed first — its first rows, what it would do, every problem on its
// line — and only a file without problems can be imported.

const previewed = (errors: TImportResult['errors'] = []): TImportResult => ({
  dryRun: true,
  rows: 2,
  created: 1,
  updated: 1,
  unchanged: 0,
  columns: ['Nombre', 'SKU', 'Precio'],
  preview: [
    { line: 2, cells: ['Harina PAN', 'HAR-1', '1,50'] },
    { line: 3, cells: ['Queso', 'QUE-1', '-8'] },
  ],
  mapping: null,
  errors,
  warnings: [],
});

function renderDialog(upload: TImportUpload, onImported = vi.fn()) {
  const user = userEvent.setup();
  renderWithProviders(
    <ImportDialog
      open
      onClose={() => {}}
      title="Importar productos"
      templateHref="/plantilla-productos.csv"
      upload={upload}
      onImported={onImported}
    />,
  );
  return { user, onImported };
}

const file = new File(['Nombre;SKU;Precio\n'], 'catalogo.csv', { type: 'text/csv' });

describe('ImportDialog', () => {
  it('previews the file and imports it for real only when the seller confirms', async () => {
    const upload = vi.fn<TImportUpload>(async (_file, dryRun) => ({ ...previewed(), dryRun }));
    const { user, onImported } = renderDialog(upload);
    expect(screen.getByRole('link', { name: IMPORT_TEXTS.template })).toHaveAttribute(
      'href',
      '/plantilla-productos.csv',
    );
    await user.upload(screen.getByLabelText(IMPORT_TEXTS.file), file);
    expect(await screen.findByText('1 nuevo · 1 actualizado · 0 sin cambios')).toBeVisible();
    const table = screen.getByRole('table', { name: IMPORT_TEXTS.previewTitle });
    expect(within(table).getByText('Harina PAN')).toBeVisible();
    expect(upload).toHaveBeenCalledWith(file, true);

    await user.click(screen.getByRole('button', { name: IMPORT_TEXTS.confirm }));
    expect(upload).toHaveBeenLastCalledWith(file, false);
    expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ dryRun: false, created: 1 }));
  });

  it('lists every problem with its line and will not import the file', async () => {
    const upload = vi.fn<TImportUpload>(async () =>
      previewed([{ line: 3, message: 'Línea 3: Precio, Costo y Cantidad no pueden ser negativos.' }]),
    );
    const { user } = renderDialog(upload);
    await user.upload(screen.getByLabelText(IMPORT_TEXTS.file), file);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(IMPORT_TEXTS.errorsTitle);
    expect(alert).toHaveTextContent('Línea 3: Precio, Costo y Cantidad no pueden ser negativos.');
    expect(screen.getByRole('button', { name: IMPORT_TEXTS.confirm })).toBeDisabled();
  });

  it('says why a file could not be read at all', async () => {
    const upload = vi.fn<TImportUpload>(async () => {
      throw new ApiError({
        status: 413,
        code: 'VALIDATION_ERROR',
        message: 'El archivo es demasiado grande: el máximo es 5 MB.',
      });
    });
    const { user } = renderDialog(upload);
    await user.upload(screen.getByLabelText(IMPORT_TEXTS.file), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El archivo es demasiado grande: el máximo es 5 MB.',
    );
  });
});
