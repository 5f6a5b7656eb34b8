// Each class from its own module: @zxing/library's index re-exports every reader, and the bundler kept them all
// (120 KB gzip for what the camera needs in 46). The paths are the package's ES module build, pinned by the lock.
import BarcodeFormat from '@zxing/library/esm/core/BarcodeFormat';
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import ChecksumException from '@zxing/library/esm/core/ChecksumException';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import FormatException from '@zxing/library/esm/core/FormatException';
import NotFoundException from '@zxing/library/esm/core/NotFoundException';
import MultiFormatOneDReader from '@zxing/library/esm/core/oned/MultiFormatOneDReader';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';
import { hasFrame, type TBarcodeDecoder } from './barcode-decoder';

// Only the readers of SCAN_FORMATS (1D retail codes and QR), not ZXing's MultiFormatReader, which also brings
// PDF417, Aztec and Data Matrix.
const ONE_D_FORMATS = [
  BarcodeFormat.EAN_13,
  BarcodeFormat.EAN_8,
  BarcodeFormat.UPC_A,
  BarcodeFormat.UPC_E,
  BarcodeFormat.CODE_128,
  BarcodeFormat.CODE_39,
];

/** ZXing's answers for "no code in this frame" (none, or one half seen): the next frame tries again. */
function isNothingRead(error: unknown): boolean {
  return (
    error instanceof NotFoundException ||
    error instanceof ChecksumException ||
    error instanceof FormatException
  );
}

/** Grey levels of the frame, as ZXing reads them (the weights of its own luminance sources). */
function greyFrame(context: CanvasRenderingContext2D, width: number, height: number): Uint8ClampedArray {
  const { data } = context.getImageData(0, 0, width, height);
  const grey = new Uint8ClampedArray(width * height);
  for (let pixel = 0, offset = 0; pixel < grey.length; pixel += 1, offset += 4) {
    grey[pixel] = (data[offset]! * 306 + data[offset + 1]! * 601 + data[offset + 2]! * 117) >> 10;
  }
  return grey;
}

/** ZXing for browsers without a usable BarcodeDetector; one frame at a time, as the scan loop asks. */
export function createZxingDecoder(): TBarcodeDecoder {
  const oneDHints = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, ONE_D_FORMATS]]);
  const oneD = new MultiFormatOneDReader(oneDHints);
  const qr = new QRCodeReader();
  const canvas = document.createElement('canvas');
  // Read back every frame: the browser keeps this canvas in memory instead of on the GPU.
  const context = canvas.getContext('2d', { willReadFrequently: true });

  function read(frame: HTMLVideoElement): string | null {
    if (!context || !hasFrame(frame)) return null;
    const { videoWidth: width, videoHeight: height } = frame;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(frame, 0, 0, width, height);
    const source = new RGBLuminanceSource(
      greyFrame(context, width, height),
      width,
      height,
      width,
      height,
      0,
      0,
    );
    const bitmap = new BinaryBitmap(new HybridBinarizer(source));
    for (const reader of [oneD, qr]) {
      try {
        return reader.decode(bitmap, oneDHints).getText() || null;
      } catch (error) {
        if (!isNothingRead(error)) throw error;
      } finally {
        reader.reset();
      }
    }
    return null;
  }

  return { detect: (frame) => Promise.resolve().then(() => read(frame)) };
}
