export type TThermalTransport = 'bluetooth' | 'usb';

/**
 * How this browser can reach a thermal printer, if it can: Chrome and Edge have Web Bluetooth and WebUSB,
 * Safari and Firefox neither. Bluetooth comes first where both exist, since a shop's receipt printer is most
 * often a Bluetooth one paired with a phone.
 *
 * It lives apart from the transports (thermal-printer.ts) so that the button can ask it while rendering
 * without pulling them into the page's chunk: they load on the first tap.
 */
export function thermalPrintingSupport(): TThermalTransport | null {
  if (typeof navigator === 'undefined') return null;
  if ('bluetooth' in navigator && navigator.bluetooth) return 'bluetooth';
  if ('usb' in navigator && navigator.usb) return 'usb';
  return null;
}
