import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TImportMapping, TImportResult } from '@cuadre/shared/imports/schemas';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { ImportDialog, type TImportUpload } from './import-dialog';
import { IMPORT_TEXTS } from './import-texts';

// Design §15: the file is previewed first — its first rows, what it would do, every problem on its
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
  const { unmount } = renderWithProviders(
    <ImportDialog
      open
      onClose={() => {}}
      title="Importar productos"
      templateHref="/plantilla-productos.csv"
      columnsKey="/products/import"
      upload={upload}
      onImported={onImported}
    />,
  );
  return { user, onImported, unmount };
}

const file = new File(['Nombre;SKU;Precio\n'], 'catalogo.csv', { type: 'text/csv' });

beforeEach(() => localStorage.clear());

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
    expect(upload).toHaveBeenLastCalledWith(file, false, undefined);
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

// Files that travel: another program's export is read with the columns the server recognised, which the preview
// shows; the seller may choose others, and the same headers next time are read with that choice.

const LOYVERSE_COLUMNS = [
  'Handle',
  'SKU',
  'Name',
  'Description',
  'Price [Centro]',
  'Cost',
  'In stock [Centro]',
];

function loyverseMapping(choice: Record<string, number | null> = {}): TImportMapping {
  const recognised: Record<string, number | null> = {
    name: 2,
    sku: 1,
    price: 4,
    cost: 5,
    quantity: 6,
    description: 3,
    variantGroup: 0,
    ...choice,
  };
  const labels: [string, string, boolean][] = [
    ['name', 'Nombre', true],
    ['sku', 'SKU', true],
    ['price', 'Precio', true],
    ['cost', 'Costo', true],
    ['quantity', 'Cantidad', true],
    ['description', 'Descripción', false],
    ['variantGroup', 'Grupo de variantes', false],
  ];
  const used = new Set(Object.values(recognised));
  return {
    layout: 'Exportación de artículos de Loyverse',
    decimalMark: '.',
    fields: labels.map(([field, label, required]) => ({
      field,
      label,
      required,
      column: recognised[field] ?? null,
    })),
    ignored: LOYVERSE_COLUMNS.flatMap((_header, index) => (used.has(index) ? [] : [index])),
  };
}

const loyverseUpload = () =>
  vi.fn<TImportUpload>(async (_file, dryRun, mapping) => ({
    ...previewed(),
    dryRun,
    columns: LOYVERSE_COLUMNS,
    preview: [{ line: 2, cells: ['refresco', '10005', 'Refresco', 'Cola', '1.00', '0.60', ''] }],
    mapping: loyverseMapping(mapping),
    warnings: [
      { line: 2, message: 'Línea 2: la cantidad está vacía (sin control de inventario): se importa 0.' },
    ],
  }));

describe('ImportDialog: the columns of the file', () => {
  it('shows which column feeds each field, the layout and the warnings, and which columns are left out', async () => {
    const { user } = renderDialog(loyverseUpload());
    await user.upload(screen.getByLabelText(IMPORT_TEXTS.file), file);
    expect(
      await screen.findByText('Formato reconocido: Exportación de artículos de Loyverse.'),
    ).toBeVisible();
    expect(screen.getByText('Los decimales van con punto (1.5).')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Nombre' })).toHaveDisplayValue('Name');
    expect(screen.getByRole('combobox', { name: 'Precio' })).toHaveDisplayValue('Price [Centro]');
    expect(screen.getByRole('combobox', { name: 'Descripción' })).toHaveDisplayValue('Description');
    expect(screen.getByText('Se leen todas las columnas.')).toBeVisible();
    expect(
      screen.getByText('Línea 2: la cantidad está vacía (sin control de inventario): se importa 0.'),
    ).toBeVisible();
    // A warning does not stop the import.
    expect(screen.getByRole('button', { name: IMPORT_TEXTS.confirm })).toBeEnabled();
  });

  it('reads the file again with the column the seller chose, and imports with it', async () => {
    const upload = loyverseUpload();
    const { user, onImported } = renderDialog(upload);
    await user.upload(screen.getByLabelText(IMPORT_TEXTS.file), file);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Descripción' }),
      IMPORT_TEXTS.noColumn,
    );
    const chosen = { name: 2, sku: 1, price: 4, cost: 5, quantity: 6, description: null, variantGroup: 0 };
    expect(upload).toHaveBeenLastCalledWith(file, true, chosen);
    expect(await screen.findByText('No se importan: Description.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Descripción' })).toHaveDisplayValue(IMPORT_TEXTS.noColumn);

    await user.click(screen.getByRole('button', { name: IMPORT_TEXTS.confirm }));
    expect(upload).toHaveBeenLastCalledWith(file, false, chosen);
    expect(onImported).toHaveBeenCalled();
  });

  it('remembers the choice for the next file with the same headers, until the seller goes back', async () => {
    const first = renderDialog(loyverseUpload());
    await first.user.upload(screen.getByLabelText(IMPORT_TEXTS.file), file);
    await first.user.selectOptions(await screen.findByRole('combobox', { name: 'Nombre' }), 'Handle');
    await screen.findByText('No se importan: Name.');
    first.unmount();

    const upload = loyverseUpload();
    const next = renderDialog(upload);
    await next.user.upload(screen.getByLabelText(IMPORT_TEXTS.file), file);
    expect(await screen.findByText(IMPORT_TEXTS.remembered)).toBeVisible();
    expect(upload).toHaveBeenLastCalledWith(file, true, expect.objectContaining({ name: 0 }));
    expect(screen.getByRole('combobox', { name: 'Nombre' })).toHaveDisplayValue('Handle');

    await next.user.click(screen.getByRole('button', { name: IMPORT_TEXTS.recognised }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Nombre' })).toHaveDisplayValue('Name'));
    expect(upload).toHaveBeenLastCalledWith(file, true, undefined);
    expect(localStorage.length).toBe(0);
  });
});
