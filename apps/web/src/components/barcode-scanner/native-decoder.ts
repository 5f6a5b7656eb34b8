import { hasFrame, SCAN_FORMATS, type TBarcodeDecoder } from './barcode-decoder';

// TypeScript's DOM library has no Shape Detection API yet: the little of it used here
// (https://wicg.github.io/shape-detection-api/#barcode-detection-api).
type TDetectedBarcode = { rawValue: string };
type TBarcodeDetector = { detect: (source: HTMLVideoElement) => Promise<TDetectedBarcode[]> };
type TBarcodeDetectorClass = {
  new (options: { formats: string[] }): TBarcodeDetector;
  getSupportedFormats: () => Promise<string[]>;
};

function detectorClass(): TBarcodeDetectorClass | undefined {
  const candidate: unknown = Reflect.get(globalThis, 'BarcodeDetector');
  return typeof candidate === 'function' ? (candidate as TBarcodeDetectorClass) : undefined;
}

/** The browser's detector for the formats it reads of ours, or null when it cannot read EAN-13 (most goods). */
export async function createNativeDecoder(): Promise<TBarcodeDecoder | null> {
  const Detector = detectorClass();
  if (!Detector) return null;
  const supported: string[] = await Detector.getSupportedFormats().catch(() => []);
  if (!supported.includes('ean_13')) return null;
  const detector = new Detector({ formats: SCAN_FORMATS.filter((format) => supported.includes(format)) });
  return {
    detect: async (frame) => {
      if (!hasFrame(frame)) return null;
      const [first] = await detector.detect(frame);
      return first?.rawValue || null;
    },
  };
}
