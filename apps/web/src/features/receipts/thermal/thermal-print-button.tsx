import { Printer } from 'lucide-react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { TDocumentBlock, TPaper } from '@cuadre/shared/documents/schemas';
import { Button } from '@/components/ui/button';
import type { TThermalPrintOutcome } from './thermal-printer';
import { thermalPrintingSupport, type TThermalTransport } from './thermal-support';

export const THERMAL_PRINT_TEXTS = {
  print: 'Imprimir en impresora térmica',
  printing: 'Imprimiendo...',
  printed: 'Recibo enviado a la impresora',
  failed: 'No se pudo imprimir. Revisa que la impresora esté encendida y conectada, e inténtalo de nuevo.',
  bluetoothOff: 'Activa el Bluetooth para imprimir en la impresora térmica.',
  tapAgain: 'Toca el botón otra vez para elegir la impresora.',
  unsupportedPrinter: 'Esa impresora no acepta la impresión directa. Usa el botón Imprimir.',
  notLoaded: 'No se pudo preparar la impresión. Revisa tu conexión e inténtalo de nuevo.',
} as const;

const FAILURE_TEXTS: Record<Exclude<TThermalPrintOutcome, 'printed' | 'cancelled'>, string> = {
  failed: THERMAL_PRINT_TEXTS.failed,
  'bluetooth-off': THERMAL_PRINT_TEXTS.bluetoothOff,
  'tap-again': THERMAL_PRINT_TEXTS.tapAgain,
  'unsupported-printer': THERMAL_PRINT_TEXTS.unsupportedPrinter,
};

// The encoder (with its code page tables) and the transports are downloaded on the way to the first tap, never
// with the page: most browsers that show a receipt have no way to reach a thermal printer at all.
const loadEncoder = () => import('./escpos');
const loadPrinter = () => import('./thermal-printer');
const preload = () => {
  void loadEncoder().catch(() => undefined);
  void loadPrinter().catch(() => undefined);
};

/**
 * Prints `blocks` on an ESC/POS thermal printer over Web Bluetooth or WebUSB, through the browser's own device
 * chooser. Renders nothing where the browser has neither (Safari, Firefox).
 */
export function ThermalPrintButton({ blocks, paper }: { blocks: readonly TDocumentBlock[]; paper: TPaper }) {
  const [isPrinting, setIsPrinting] = useState(false);
  // The state disables the button once React has rendered it; a second click dispatched before that render
  // would otherwise start a second print.
  const isPrintingNow = useRef(false);
  const transport = thermalPrintingSupport();
  if (!transport) return null;

  async function print(using: TThermalTransport) {
    if (isPrintingNow.current) return;
    isPrintingNow.current = true;
    setIsPrinting(true);
    try {
      // Encoding starts now and goes on while the seller picks the printer.
      const bytes = loadEncoder().then(({ encodeReceipt }) => encodeReceipt(blocks, paper));
      let printer: Awaited<ReturnType<typeof loadPrinter>>;
      try {
        printer = await loadPrinter();
      } catch {
        bytes.catch(() => undefined);
        toast.error(THERMAL_PRINT_TEXTS.notLoaded);
        return;
      }
      const outcome = await printer.printOnThermalPrinter(using, bytes);
      if (outcome === 'printed') toast.success(THERMAL_PRINT_TEXTS.printed);
      else if (outcome !== 'cancelled') toast.error(FAILURE_TEXTS[outcome]);
    } finally {
      isPrintingNow.current = false;
      setIsPrinting(false);
    }
  }

  return (
    <Button
      variant="secondary"
      isLoading={isPrinting}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => void print(transport)}
    >
      {!isPrinting && <Printer aria-hidden="true" className="size-4" />}
      {isPrinting ? THERMAL_PRINT_TEXTS.printing : THERMAL_PRINT_TEXTS.print}
    </Button>
  );
}
