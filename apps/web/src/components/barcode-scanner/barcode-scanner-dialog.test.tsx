import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBarcodeDecoder } from './barcode-decoder';
import { BarcodeScannerDialog, SCANNER_TEXTS } from './barcode-scanner-dialog';
import { CAMERA_MESSAGES } from './camera';

/** A camera as the dialog sees it: a stream whose one track can be stopped. */
function fakeCamera() {
  const stop = vi.fn();
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
  return { stop, open: vi.fn(() => Promise.resolve(stream)) };
}

/** A decoder that sees `frames` in turn, then the last one forever (a label held still). */
function fakeDecoder(frames: (string | null)[]): TBarcodeDecoder & { detect: ReturnType<typeof vi.fn> } {
  let next = 0;
  return {
    detect: vi.fn(() => {
      const frame = frames[Math.min(next, frames.length - 1)] ?? null;
      next += 1;
      return Promise.resolve(frame);
    }),
  };
}

beforeEach(() => {
  // jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

describe('BarcodeScannerDialog', () => {
  it('reads a code once while it stays in view, and stops the camera when it closes', async () => {
    const camera = fakeCamera();
    const decoder = fakeDecoder([null, '7591234567890']);
    const onRead = vi.fn();
    const onClose = vi.fn();
    const { rerender } = render(
      <BarcodeScannerDialog
        open
        onClose={onClose}
        title="Escanear código"
        onRead={onRead}
        openCamera={camera.open}
        createDecoder={() => Promise.resolve(decoder)}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Escanear código' })).toHaveTextContent(SCANNER_TEXTS.aim);
    await waitFor(() => expect(onRead).toHaveBeenCalledWith('7591234567890'));
    // The label is still there frame after frame: still one read.
    await waitFor(() => expect(decoder.detect.mock.calls.length).toBeGreaterThan(4));
    expect(onRead).toHaveBeenCalledTimes(1);
    expect(camera.stop).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: SCANNER_TEXTS.done }));
    expect(onClose).toHaveBeenCalled();
    rerender(
      <BarcodeScannerDialog
        open={false}
        onClose={onClose}
        title="Escanear código"
        onRead={onRead}
        openCamera={camera.open}
        createDecoder={() => Promise.resolve(decoder)}
      />,
    );
    expect(camera.stop).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const looksAtClose = decoder.detect.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(decoder.detect.mock.calls.length).toBe(looksAtClose);
  });

  it('reads each new code, one after the other', async () => {
    const camera = fakeCamera();
    const decoder = fakeDecoder(['111111116', null, '7591234567890']);
    const onRead = vi.fn();
    render(
      <BarcodeScannerDialog
        open
        onClose={() => {}}
        title="Escanear"
        onRead={onRead}
        openCamera={camera.open}
        createDecoder={() => Promise.resolve(decoder)}
      />,
    );
    await waitFor(() => expect(onRead).toHaveBeenCalledTimes(2));
    expect(onRead.mock.calls).toEqual([['111111116'], ['7591234567890']]);
  });

  it('says in Spanish that the camera was refused, and tries again when asked', async () => {
    const camera = fakeCamera();
    camera.open.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    const decoder = fakeDecoder(['7591234567890']);
    const onRead = vi.fn();
    render(
      <BarcodeScannerDialog
        open
        onClose={() => {}}
        title="Escanear"
        onRead={onRead}
        openCamera={camera.open}
        createDecoder={() => Promise.resolve(decoder)}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMERA_MESSAGES.denied);
    expect(onRead).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: SCANNER_TEXTS.retry }));
    await waitFor(() => expect(onRead).toHaveBeenCalledWith('7591234567890'));
    expect(camera.open).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when there is no camera, and when the reader could not be downloaded', async () => {
    const noCamera = fakeCamera();
    noCamera.open.mockRejectedValue(new DOMException('Requested device not found', 'NotFoundError'));
    const { unmount } = render(
      <BarcodeScannerDialog
        open
        onClose={() => {}}
        title="Escanear"
        onRead={() => {}}
        openCamera={noCamera.open}
        createDecoder={() => Promise.resolve(fakeDecoder([null]))}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMERA_MESSAGES.missing);
    unmount();

    const camera = fakeCamera();
    render(
      <BarcodeScannerDialog
        open
        onClose={() => {}}
        title="Escanear"
        onRead={() => {}}
        openCamera={camera.open}
        createDecoder={() => Promise.reject(new Error('Failed to fetch dynamically imported module'))}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(CAMERA_MESSAGES.decoderFailed);
    // Nothing to read with: the camera's light goes out at once.
    expect(camera.stop).toHaveBeenCalled();
  });
});
