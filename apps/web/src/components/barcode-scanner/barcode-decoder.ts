/** Reads the barcode in one video frame, if there is one. */
export type TBarcodeDecoder = {
  detect: (frame: HTMLVideoElement) => Promise<string | null>;
};

/** Made when the camera opens: ZXing is downloaded only then (the landing budget, scripts/bundle-budget.mjs). */
export type TCreateDecoder = () => Promise<TBarcodeDecoder>;

/**
 * What a Venezuelan shop's shelf carries: EAN and UPC on packaged goods, Code 128 and Code 39 on labels a shop
 * prints, QR on some. In the BarcodeDetector's names; the ZXing decoder maps them to its own.
 */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'qr_code'] as const;
export type TScanFormat = (typeof SCAN_FORMATS)[number];

/** A video that has not painted a frame yet has nothing to read (and ZXing throws on a 0×0 canvas). */
export function hasFrame(video: HTMLVideoElement): boolean {
  return video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0;
}
