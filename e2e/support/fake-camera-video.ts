// A video file for Chromium's fake camera (--use-file-for-fake-video-capture) that shows one barcode: what a
// journey holds in front of the "phone" so the web app's scanner has something real to decode.
import { writeFileSync } from 'node:fs';
import { toBuffer } from 'bwip-js/node';
import { PNG } from 'pngjs';

/** The frame Chromium loops, in the 4:3 of a phone camera's preview. */
const FRAME = { width: 640, height: 480 };

/** Luma of one RGB pixel (BT.601, full range, as Y4M's C420jpeg declares). */
function luma(r: number, g: number, b: number): number {
  return Math.round(0.299 * r + 0.587 * g + 0.114 * b);
}

/**
 * Writes `file` as a one-frame Y4M video of `text` drawn as `bcid` (bwip-js's names: 'ean13', 'code128'…),
 * black on white in the middle of the frame.
 *
 * Chromium reads only Y4M or MJPEG here. The Y4M writer is these few lines rather than a library because a Y4M
 * is a one-line header and raw planes (https://wiki.multimedia.cx/index.php/YUV4MPEG2): the grey luma plane,
 * then two chroma planes of quarter size set to 128 (no colour) — and ffmpeg, the usual converter, is not on
 * these machines.
 */
export async function writeBarcodeVideo(file: string, bcid: string, text: string): Promise<void> {
  const png = PNG.sync.read(
    await toBuffer({
      bcid,
      text,
      scale: 3,
      height: 22,
      includetext: true,
      backgroundcolor: 'FFFFFF',
      padding: 10,
    }),
  );
  if (png.width > FRAME.width || png.height > FRAME.height) {
    throw new Error(
      `The barcode (${png.width}×${png.height}) does not fit the ${FRAME.width}×${FRAME.height} frame.`,
    );
  }
  const y = Buffer.alloc(FRAME.width * FRAME.height, 255);
  const left = Math.floor((FRAME.width - png.width) / 2);
  const top = Math.floor((FRAME.height - png.height) / 2);
  for (let row = 0; row < png.height; row += 1) {
    for (let column = 0; column < png.width; column += 1) {
      const at = (row * png.width + column) * 4;
      y[(top + row) * FRAME.width + left + column] = luma(
        png.data[at]!,
        png.data[at + 1]!,
        png.data[at + 2]!,
      );
    }
  }
  const chroma = Buffer.alloc((FRAME.width / 2) * (FRAME.height / 2), 128);
  const header = `YUV4MPEG2 W${FRAME.width} H${FRAME.height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`;
  writeFileSync(file, Buffer.concat([Buffer.from(header, 'ascii'), y, chroma, chroma]));
}
