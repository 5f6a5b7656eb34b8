import { useState, type KeyboardEvent, type Ref } from 'react';
import { ScanBarcode } from 'lucide-react';
import { BARCODE_MAX } from '@cuadre/shared/products/schemas';
import { LazyBarcodeScannerDialog } from '@/components/barcode-scanner/lazy-barcode-scanner-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export const BARCODE_FIELD_TEXTS = {
  label: 'Código de barras (opcional)',
  scan: 'Escanear',
  scannerTitle: 'Escanear código de barras',
} as const;

type TBarcodeFieldProps = {
  name: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref?: Ref<HTMLInputElement>;
  error?: string;
  className?: string;
};

// A keyboard-like scanner ends each code with Enter: here that ends the code, it does not send the form.
function keepEnterInField(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/** The product's barcode (design §13): typed, read by a keyboard-like scanner, or read with the camera. */
export function BarcodeField({ name, value, onChange, onBlur, ref, error, className }: TBarcodeFieldProps) {
  const [isScannerOpen, setScannerOpen] = useState(false);
  return (
    <>
      <FormField label={BARCODE_FIELD_TEXTS.label} error={error} className={className}>
        {(field) => (
          <div className="flex gap-2">
            <Input
              {...field}
              ref={ref}
              name={name}
              value={value ?? ''}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              onKeyDown={keepEnterInField}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={BARCODE_MAX}
              className="min-w-0 flex-1"
            />
            <Button
              variant="secondary"
              className="shrink-0"
              onClick={() => setScannerOpen(true)}
              onPointerEnter={LazyBarcodeScannerDialog.preload}
              onFocus={LazyBarcodeScannerDialog.preload}
            >
              <ScanBarcode aria-hidden="true" className="size-5" />
              {BARCODE_FIELD_TEXTS.scan}
            </Button>
          </div>
        )}
      </FormField>
      <LazyBarcodeScannerDialog
        open={isScannerOpen}
        onClose={() => setScannerOpen(false)}
        title={BARCODE_FIELD_TEXTS.scannerTitle}
        onRead={(code) => {
          onChange(code);
          setScannerOpen(false);
        }}
      />
    </>
  );
}
