import { vi } from 'vitest';

/**
 * A phone's camera and its BarcodeDetector for jsdom, which has neither: getUserMedia answers a stream whose
 * track can be stopped, the video always has a frame, and the detector sees whatever `show()` last put in
 * front of the camera. Spies and stubs, undone by vitest's restoreMocks and `restore()`.
 */
export function fakeBrowserCamera() {
  const seen: { code: string | null } = { code: null };
  const stop = vi.fn();
  const stream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
  const getUserMedia = vi.fn(() => Promise.resolve(stream));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });

  class FakeBarcodeDetector {
    static getSupportedFormats() {
      return Promise.resolve(['ean_13', 'ean_8', 'code_128', 'qr_code']);
    }
    detect() {
      return Promise.resolve(seen.code ? [{ rawValue: seen.code }] : []);
    }
  }
  vi.stubGlobal('BarcodeDetector', FakeBarcodeDetector);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(
    HTMLMediaElement.HAVE_ENOUGH_DATA,
  );
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);

  return {
    getUserMedia,
    /** The camera's tracks were stopped (its light went out). */
    stop,
    show(code: string | null) {
      seen.code = code;
    },
    restore() {
      Reflect.deleteProperty(navigator, 'mediaDevices');
      Reflect.deleteProperty(window, 'isSecureContext');
      vi.unstubAllGlobals();
    },
  };
}
