import type { TBarcodeDecoder } from './barcode-decoder';
import { createNativeDecoder } from './native-decoder';

/**
 * The browser's own BarcodeDetector where it exists and reads EAN-13 (Chrome on Android, Safari 17+), ZXing
 * otherwise (Firefox, desktop Chrome on Linux and Windows, which expose the API with no formats). ZXing is
 * downloaded here, when the camera opens, never with a page.
 */
export async function createBarcodeDecoder(): Promise<TBarcodeDecoder> {
  const native = await createNativeDecoder();
  if (native) return native;
  const { createZxingDecoder } = await import('./zxing-decoder');
  return createZxingDecoder();
}
