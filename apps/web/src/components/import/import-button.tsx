import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { FileUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { uploadImport } from '@/lib/upload-import';
import { ImportDialog } from './import-dialog';
import { IMPORT_TEXTS } from './import-texts';

type TImportButtonProps = {
  title: string;
  /** The import route (design §17): '/products/import' or '/clients/import'. */
  path: string;
  templateHref: string;
  /** The lists the import changes. */
  queryKey: QueryKey;
  noun: { one: string; many: string };
};

/** "Importar" beside a list's "Añadir" (design §15): the dialog, then the list refreshed and the seller told. */
export function ImportButton({ title, path, templateHref, queryKey, noun }: TImportButtonProps) {
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
        title={title}
        templateHref={templateHref}
        columnsKey={path}
        upload={(file, dryRun, mapping) => uploadImport(path, file, dryRun, mapping)}
        onImported={(result) => {
          void queryClient.invalidateQueries({ queryKey });
          toast.success(IMPORT_TEXTS.done(result.created + result.updated, noun));
        }}
      />
    </>
  );
}
