/** How the dialog gets a camera: the real one, or a test's stand-in. */
export type TOpenCamera = () => Promise<MediaStream>;

export const CAMERA_MESSAGES = {
  denied:
    'No tenemos permiso para usar la cámara. Permítelo en el navegador (el candado junto a la dirección) y toca «Intentar de nuevo».',
  missing: 'No encontramos ninguna cámara en este dispositivo.',
  busy: 'La cámara está ocupada por otra aplicación. Ciérrala y toca «Intentar de nuevo».',
  insecure: 'La cámara solo funciona cuando Cuadre se abre con una conexión segura (https).',
  unsupported: 'Este navegador no permite usar la cámara. Prueba con Chrome o Safari actualizados.',
  failed: 'No se pudo abrir la cámara. Inténtalo de nuevo.',
  decoderFailed: 'No se pudo cargar el lector de códigos. Revisa tu conexión e inténtalo de nuevo.',
} as const;

/** Thrown where the page cannot ask for a camera at all, to say why. */
class CameraUnavailableError extends Error {
  override readonly name = 'CameraUnavailableError';
}

/** The rear camera where there is one (a phone's front camera cannot focus on a label held close). */
export function openRearCamera(): Promise<MediaStream> {
  // Browsers leave mediaDevices out of plain-http pages (a shop's LAN address): say so instead of "no camera".
  if (!window.isSecureContext) return Promise.reject(new CameraUnavailableError(CAMERA_MESSAGES.insecure));
  if (!('mediaDevices' in navigator) || typeof navigator.mediaDevices.getUserMedia !== 'function') {
    return Promise.reject(new CameraUnavailableError(CAMERA_MESSAGES.unsupported));
  }
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
  });
}

/** Turns the camera (and its light) off. */
export function stopCamera(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** What the seller reads when the camera did not open, by getUserMedia's error names. */
export function cameraErrorMessage(error: unknown): string {
  if (error instanceof CameraUnavailableError) return error.message;
  const name =
    typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
      ? error.name
      : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return CAMERA_MESSAGES.denied;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return CAMERA_MESSAGES.missing;
    case 'NotReadableError':
    case 'AbortError':
      return CAMERA_MESSAGES.busy;
    default:
      return CAMERA_MESSAGES.failed;
  }
}
