import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { FileUp } from 'lucide-react';
import { ImportDialog } from '@/components/import/import-dialog';
import { IMPORT_TEXTS } from '@/components/import/import-texts';
import { Button } from '@/components/ui/button';
import { PRODUCTS_QUERY_KEY } from '@/lib/query-keys';
import { uploadImport } from '@/lib/upload-import';

/** "Importar" in Productos (design §15): a catalogue from CSV or Excel, matched by SKU. */
export function ImportProductsButton() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FileUp aria-hidden="true" className="size-4" />
        {IMPORT_TEXTS.open}
      </Button>
      <ImportDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Importar productos"
        templateHref="/plantilla-productos.csv"
        upload={(file, dryRun) => uploadImport('/products/import', file, dryRun)}
        onImported={(result) => {
          void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
          toast.success(
            IMPORT_TEXTS.done(result.created + result.updated, { one: 'producto', many: 'productos' }),
          );
        }}
      />
    </>
  );
}
