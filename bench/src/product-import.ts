import ExcelJS from 'exceljs';
import type pg from 'pg';

// Issue 25's figure: a shop's catalogue of 10,000 products comes in from a spreadsheet, in at most 10 s (design
// §15). Timed as the seller waits for it: the upload, the reading, the checks and the one write.

export const IMPORT_ROWS = 10_000;
const SKU_PREFIX = 'BENCH-IMP-';

async function catalogue(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Productos');
  sheet.addRow(['Nombre', 'SKU', 'Precio', 'Costo', 'Cantidad', 'Código de barras', 'Unidad', 'Mínimo']);
  for (let index = 0; index < IMPORT_ROWS; index += 1) {
    const weighed = index % 10 === 0;
    sheet.addRow([
      `Producto importado ${index}`,
      `${SKU_PREFIX}${index}`,
      1 + (index % 300) / 4,
      0.5 + (index % 200) / 4,
      weighed ? 2.5 : 20 + (index % 50),
      `759${String(index).padStart(10, '0')}`,
      weighed ? 'Kg' : 'Unidad',
      5,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Seconds from sending a 10,000-row XLSX to `POST /products/import?dryRun=false` to its answer. */
export async function timeProductImport(
  url: (route: string) => string,
  headers: Record<string, string>,
): Promise<number> {
  const file = await catalogue();
  const form = new FormData();
  form.append('file', new Blob([file]), 'catalogo.xlsx');
  const started = performance.now();
  const response = await fetch(url('/products/import?dryRun=false'), { method: 'POST', headers, body: form });
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 200)
    throw new Error(`the import answered ${response.status}: ${await response.text()}`);
  return seconds;
}

/** The imported catalogue goes, with its movements: every run starts from the seeded one. */
export async function removeImportedProducts(pool: pg.Pool): Promise<void> {
  await pool.query(
    `DELETE FROM stock_movements WHERE product_id IN (SELECT id FROM products WHERE sku LIKE $1)`,
    [`${SKU_PREFIX}%`],
  );
  await pool.query(`DELETE FROM products WHERE sku LIKE $1`, [`${SKU_PREFIX}%`]);
}
