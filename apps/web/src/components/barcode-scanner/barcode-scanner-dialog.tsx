import { useRef, type ReactNode } from 'react';
import { CameraOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { TCreateDecoder } from './barcode-decoder';
import { openRearCamera, type TOpenCamera } from './camera';
import { createBarcodeDecoder } from './create-barcode-decoder';
import { useCameraScan } from './use-camera-scan';

export const SCANNER_TEXTS = {
  aim: 'Apunta la cámara al código de barras.',
  starting: 'Abriendo la cámara...',
  retry: 'Intentar de nuevo',
  done: 'Listo',
  video: 'Vista de la cámara',
} as const;

export type TBarcodeScannerDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Each new code read; the camera keeps reading unless this closes the dialog. */
  onRead: (code: string) => void | Promise<void>;
  /** What became of the last read ("Agregado: Harina PAN"), under the video. */
  children?: ReactNode;
  /** The camera and the decoder; tests hand in stand-ins (no camera on a test machine). */
  openCamera?: TOpenCamera;
  createDecoder?: TCreateDecoder;
};

/**
 * The phone's rear camera in a dialog, reading barcodes (BarcodeDetector, or ZXing). The camera stops when the
 * dialog closes. When it cannot open, the dialog says why in Spanish and offers to try again.
 */
export function BarcodeScannerDialog({
  open,
  onClose,
  title,
  onRead,
  children,
  openCamera = openRearCamera,
  createDecoder = createBarcodeDecoder,
}: TBarcodeScannerDialogProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const { state, retry } = useCameraScan(videoRef, {
    isActive: open,
    onRead,
    openCamera,
    createDecoder,
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={SCANNER_TEXTS.aim}
      footer={<Button onClick={onClose}>{SCANNER_TEXTS.done}</Button>}
    >
      <div className="space-y-3">
        <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-950">
          <video
            ref={videoRef}
            aria-label={SCANNER_TEXTS.video}
            className="size-full object-cover"
            autoPlay
            muted
            playsInline
          />
          {state.kind === 'scanning' && (
            // Where to hold the label: a band across the middle, where ZXing looks first.
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-6 top-1/2 h-1/3 -translate-y-1/2 rounded-lg border-2 border-white/80"
            />
          )}
          {state.kind === 'starting' && (
            <div className="absolute inset-0 grid place-items-center text-white">
              <Spinner size="lg" label={SCANNER_TEXTS.starting} />
            </div>
          )}
          {state.kind === 'failed' && (
            <div className="absolute inset-0 grid place-items-center p-4 text-white">
              <CameraOff aria-hidden="true" className="size-10" />
            </div>
          )}
        </div>
        {state.kind === 'failed' && (
          <div role="alert" className="space-y-2">
            <p className="text-sm font-medium text-red-700 dark:text-red-400">{state.message}</p>
            <Button variant="secondary" className="w-full" onClick={retry}>
              {SCANNER_TEXTS.retry}
            </Button>
          </div>
        )}
        {children}
      </div>
    </Dialog>
  );
}
