import { useState } from 'react';
import { ScanBarcode } from 'lucide-react';
import { LazyBarcodeScannerDialog } from '@/components/barcode-scanner/lazy-barcode-scanner-dialog';
import { useKeyboardScan, type TKeyboardScanSubmit } from '@/components/barcode-scanner/keyboard-scan';
import { lazyWhenOpen } from '@/components/lazy-when-open';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { useCartAddNote, type TCartAddNote } from '../hooks/use-cart-add-note';
import { useCartAdder } from '../hooks/use-cart-adder';
import { CartAddNote } from './cart-add-note';

const ProductFormDialog = lazyWhenOpen(() =>
  import('./product-form-dialog').then((module) => module.ProductFormDialog),
);

export const SCAN_BUTTON_TEXT = 'Escanear código';

/** Digits only, as long as EAN-8 to GTIN-14: a code even when typed by hand, worth saying it is unknown. */
const LOOKS_LIKE_RETAIL_CODE = /^\d{8,14}$/;

type TProductScanSearchProps = {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Shared with what else adds from under the box (the cart's search results); its own otherwise. */
  note?: TCartAddNote;
  className?: string;
};

/**
 * A product search box that also adds to the cart by barcode (design §13): the camera button, and Enter after a
 * keyboard-like scanner typed a code. A code found goes into the cart and the box empties for the next one; an
 * unknown code says so and offers to create the product; a search that is no code stays a search.
 */
export function ProductScanSearch({
  id,
  label,
  placeholder,
  value,
  onChange,
  note: sharedNote,
  className,
}: TProductScanSearchProps) {
  const ownNote = useCartAddNote();
  const note = sharedNote ?? ownNote;
  const { addByBarcode } = useCartAdder();
  const [isScannerOpen, setScannerOpen] = useState(false);
  const [newProductCode, setNewProductCode] = useState<string | null>(null);

  async function submitCode({ code, isScanned }: TKeyboardScanSubmit) {
    const outcome = await addByBarcode(code);
    const isCode = isScanned || LOOKS_LIKE_RETAIL_CODE.test(code);
    if (outcome.kind === 'unknown' && !isCode) return;
    note.report(outcome);
    // A failed lookup keeps the code, so Enter tries again; anything else leaves room for the next scan.
    if (outcome.kind !== 'failed') onChange('');
  }
  const keyboard = useKeyboardScan(value, onChange, (submit) => void submitCode(submit));

  function createProduct(code: string) {
    setScannerOpen(false);
    note.clear();
    setNewProductCode(code);
  }

  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <SearchInput
            id={id}
            placeholder={placeholder}
            autoComplete="off"
            value={value}
            onChange={keyboard.onChange}
            onKeyDown={keyboard.onKeyDown}
          />
        </div>
        <Button
          variant="secondary"
          className="shrink-0 max-sm:w-11 max-sm:px-0"
          onClick={() => setScannerOpen(true)}
          onPointerEnter={LazyBarcodeScannerDialog.preload}
          onFocus={LazyBarcodeScannerDialog.preload}
        >
          <ScanBarcode aria-hidden="true" className="size-5" />
          {/* On a phone the icon alone leaves the box room for a name; the name stays for screen readers. */}
          <span className="max-sm:sr-only">{SCAN_BUTTON_TEXT}</span>
        </Button>
      </div>
      {/* While the camera is open its dialog says it: once, not again behind the dialog. */}
      {!isScannerOpen && (
        <CartAddNote className="mt-2" outcome={note.outcome} noteId={note.noteId} onCreate={createProduct} />
      )}
      <LazyBarcodeScannerDialog
        open={isScannerOpen}
        onClose={() => setScannerOpen(false)}
        title={SCAN_BUTTON_TEXT}
        onRead={async (code) => note.report(await addByBarcode(code))}
      >
        <CartAddNote outcome={note.outcome} noteId={note.noteId} onCreate={createProduct} />
      </LazyBarcodeScannerDialog>
      <ProductFormDialog
        open={newProductCode !== null}
        initialBarcode={newProductCode ?? undefined}
        onClose={() => setNewProductCode(null)}
      />
    </div>
  );
}
