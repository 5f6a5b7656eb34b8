import { lazyWhenOpen } from '@/components/lazy-when-open';

/** The scanner's code (and, from it, ZXing's) downloads the first time a seller opens the camera. */
export const LazyBarcodeScannerDialog = lazyWhenOpen(() =>
  import('./barcode-scanner-dialog').then((module) => module.BarcodeScannerDialog),
);
