/** What a seller reads importing a spreadsheet (design §15). */
export const IMPORT_TEXTS = {
  open: 'Importar',
  file: 'Archivo CSV o Excel (.xlsx)',
  template: 'Descargar plantilla',
  templateHint: 'Usa los encabezados de la plantilla; los decimales pueden ir con coma (1,50).',
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
} as const;
