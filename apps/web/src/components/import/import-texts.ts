/** What a seller reads importing a spreadsheet (design §15). */
export const IMPORT_TEXTS = {
  open: 'Importar',
  file: 'Archivo CSV o Excel (.xlsx)',
  template: 'Descargar plantilla',
  templateHint:
    'Usa los encabezados de la plantilla o sube lo que exporta tu otro programa (Loyverse, Odoo…): verás qué columna va en cada dato y podrás cambiarla. Los decimales pueden ir con coma (1,50).',
  reading: 'Leyendo el archivo…',
  importing: 'Importando…',
  confirm: 'Importar',
  cancel: 'Cancelar',
  previewTitle: 'Vista previa (primeras filas)',
  errorsTitle: 'Corrige estas filas y vuelve a subir el archivo: no se importó nada.',
  counts: (created: number, updated: number, unchanged: number) =>
    [
      `${created} ${created === 1 ? 'nuevo' : 'nuevos'}`,
      `${updated} ${updated === 1 ? 'actualizado' : 'actualizados'}`,
      `${unchanged} sin cambios`,
    ].join(' · '),
  done: (count: number, noun: { one: string; many: string }) =>
    `Importación lista: ${count} ${count === 1 ? noun.one : noun.many} nuevos o actualizados.`,
  failed: 'No se pudo leer el archivo. Revisa tu conexión e inténtalo de nuevo.',
  warningsTitle: 'Se importará igual, con estos avisos:',
  mappingTitle: 'Columnas del archivo',
  mappingHint: 'Elige qué columna de tu archivo va en cada dato. La vista previa se actualiza al cambiarla.',
  layout: (name: string) => `Formato reconocido: ${name}.`,
  decimalMark: (mark: '.' | ',') =>
    mark === '.' ? 'Los decimales van con punto (1.5).' : 'Los decimales van con coma (1,5).',
  remembered: 'Se usaron las columnas que elegiste la última vez para un archivo con estos encabezados.',
  noColumn: '— No importar —',
  columnName: (header: string, index: number) => header || `Columna ${index + 1}`,
  ignored: (headers: string[]) =>
    headers.length === 0 ? 'Se leen todas las columnas.' : `No se importan: ${headers.join(', ')}.`,
  recognised: 'Usar las columnas reconocidas',
  refreshing: 'Actualizando la vista previa…',
} as const;
