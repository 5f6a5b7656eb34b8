import type { TThermalTransport } from './thermal-support';

/*
 * The transports are written here rather than taken from @point-of-sale/webbluetooth-receipt-printer and
 * webusb-receipt-printer: those drivers log a failed connection and resolve as if nothing happened, so a
 * cancelled chooser, a printer that is off and a successful print would all look alike to the seller; they
 * also bring graphics renderers a plain ESC/POS receipt never uses. What is needed is small: choose, open,
 * write, close.
 *
 * Web Bluetooth and WebUSB are not in TypeScript's DOM typings (they are drafts that only Chromium ships);
 * the types below are the part of them this file touches.
 */

type TBluetoothCharacteristic = {
  properties: { write: boolean; writeWithoutResponse: boolean };
  writeValueWithResponse(value: Uint8Array): Promise<void>;
  writeValueWithoutResponse(value: Uint8Array): Promise<void>;
};
type TBluetoothService = { getCharacteristics(): Promise<TBluetoothCharacteristic[]> };
type TBluetoothServer = {
  getPrimaryService(uuid: string): Promise<TBluetoothService>;
  disconnect(): void;
};
type TBluetoothDevice = { gatt?: { connect(): Promise<TBluetoothServer> } };
type TBluetooth = {
  requestDevice(options: {
    filters: { services: string[] }[];
    optionalServices: string[];
  }): Promise<TBluetoothDevice>;
  getAvailability?(): Promise<boolean>;
};

type TUsbEndpoint = { endpointNumber: number; direction: 'in' | 'out'; type: string };
type TUsbAlternate = { alternateSetting: number; interfaceClass: number; endpoints: TUsbEndpoint[] };
type TUsbInterface = { interfaceNumber: number; alternates: TUsbAlternate[] };
type TUsbConfiguration = { configurationValue: number; interfaces: TUsbInterface[] };
type TUsbDevice = {
  configuration: TUsbConfiguration | null;
  configurations: TUsbConfiguration[];
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(configurationValue: number): Promise<void>;
  claimInterface(interfaceNumber: number): Promise<void>;
  releaseInterface(interfaceNumber: number): Promise<void>;
  selectAlternateInterface(interfaceNumber: number, alternateSetting: number): Promise<void>;
  transferOut(endpointNumber: number, data: Uint8Array): Promise<{ status: string }>;
};
type TUsb = { requestDevice(options: { filters: { classCode: number }[] }): Promise<TUsbDevice> };

type TPrinterNavigator = Navigator & { bluetooth?: TBluetooth; usb?: TUsb };

/**
 * What came of a print: 'cancelled' when the seller closed the browser's chooser (nothing went wrong),
 * 'bluetooth-off' when there is no Bluetooth to choose with, 'tap-again' when the browser no longer counted the
 * tap as the reason to open its chooser, 'unsupported-printer' when the chosen device has no way in for print
 * data.
 */
export type TThermalPrintOutcome =
  'printed' | 'cancelled' | 'bluetooth-off' | 'tap-again' | 'unsupported-printer' | 'failed';

/**
 * The serial-over-GATT services of Bluetooth receipt printers: 18F0 (Xprinter, POS-58/80, Zjiang, MPT),
 * E7810A71 (many printers sold with Chinese "printer" apps) and 49535343 (Microchip's transparent UART, in
 * Epson's TM-P and Star's SM-L). The chooser lists only devices that advertise one of them.
 */
const PRINTER_SERVICES = [
  '000018f0-0000-1000-8000-00805f9b34fb',
  'e7810a71-73ae-499d-8c15-faa9aef0c3f2',
  '49535343-fe7d-4ae5-8fa9-9fafd205e455',
];

/**
 * Bytes per GATT write: far under the 512 a characteristic value may hold, and the size the @point-of-sale
 * driver uses, which small printers' receive buffers keep up with.
 */
const BLUETOOTH_CHUNK = 100;

/** USB's printer device class: the chooser lists printers only. */
const USB_PRINTER_CLASS = 7;

/** A device without a way in for print data: reported as such, not as a failure to retry. */
class UnsupportedPrinterError extends Error {}

/**
 * Opens the browser's chooser for `transport`, then sends `bytes` to the printer the seller picks. The bytes
 * come as a promise so that the encoder can still be downloading while the chooser is open: the chooser must
 * open straight from the tap (see chooseDevice).
 */
export async function printOnThermalPrinter(
  transport: TThermalTransport,
  bytes: Promise<Uint8Array>,
): Promise<TThermalPrintOutcome> {
  // Marked as handled now: a chooser closed early returns before anyone awaits the bytes.
  bytes.catch(() => undefined);
  const { bluetooth, usb } = navigator as TPrinterNavigator;
  try {
    if (transport === 'bluetooth') {
      if (!bluetooth) return 'failed';
      const choice = await chooseDevice(() =>
        bluetooth.requestDevice({
          filters: PRINTER_SERVICES.map((service) => ({ services: [service] })),
          optionalServices: PRINTER_SERVICES,
        }),
      );
      if (choice === 'cancelled' && (await bluetooth.getAvailability?.()) === false) return 'bluetooth-off';
      if (typeof choice === 'string') return choice;
      await printOverBluetooth(choice.device, await bytes);
    } else {
      if (!usb) return 'failed';
      const choice = await chooseDevice(() =>
        usb.requestDevice({ filters: [{ classCode: USB_PRINTER_CLASS }] }),
      );
      if (typeof choice === 'string') return choice;
      await printOverUsb(choice.device, await bytes);
    }
    return 'printed';
  } catch (error) {
    if (error instanceof UnsupportedPrinterError) return 'unsupported-printer';
    // Kept in the console for whoever helps the seller: the toast says only what to do next.
    console.error(error);
    return 'failed';
  }
}

/**
 * The device the seller chose. Closing the chooser rejects with NotFoundError in both APIs (so does a missing
 * GATT service later on, which is why only this call is read that way). SecurityError here means the browser
 * no longer saw a tap behind the request: Chrome allows a chooser for about five seconds after one, and the
 * transport's code may have taken longer to arrive; it is cached by then, so a second tap works.
 */
async function chooseDevice<TDevice>(
  request: () => Promise<TDevice>,
): Promise<{ device: TDevice } | 'cancelled' | 'tap-again'> {
  try {
    return { device: await request() };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotFoundError') return 'cancelled';
    if (error instanceof DOMException && error.name === 'SecurityError') return 'tap-again';
    throw error;
  }
}

async function printOverBluetooth(device: TBluetoothDevice, bytes: Uint8Array): Promise<void> {
  if (!device.gatt) throw new UnsupportedPrinterError('no GATT server');
  const server = await device.gatt.connect();
  try {
    const characteristic = await findWritableCharacteristic(server);
    // Written with a response wherever the printer allows it: each chunk then waits for the printer to take it.
    const write = characteristic.properties.write
      ? (chunk: Uint8Array) => characteristic.writeValueWithResponse(chunk)
      : (chunk: Uint8Array) => characteristic.writeValueWithoutResponse(chunk);
    for (let offset = 0; offset < bytes.length; offset += BLUETOOTH_CHUNK) {
      await write(bytes.subarray(offset, offset + BLUETOOTH_CHUNK));
    }
  } finally {
    server.disconnect();
  }
}

async function findWritableCharacteristic(server: TBluetoothServer): Promise<TBluetoothCharacteristic> {
  for (const uuid of PRINTER_SERVICES) {
    let service: TBluetoothService;
    try {
      service = await server.getPrimaryService(uuid);
    } catch {
      continue; // The chooser matched the printer on one of the services: the others are absent.
    }
    const characteristics = await service.getCharacteristics();
    const writable = characteristics.find(
      ({ properties }) => properties.write || properties.writeWithoutResponse,
    );
    if (writable) return writable;
  }
  throw new UnsupportedPrinterError('no writable characteristic in the printer services');
}

async function printOverUsb(device: TUsbDevice, bytes: Uint8Array): Promise<void> {
  await device.open();
  let claimed: number | null = null;
  try {
    const first = device.configurations[0];
    if (device.configuration === null && first) await device.selectConfiguration(first.configurationValue);
    const target = findBulkOut(device.configuration);
    if (!target) throw new UnsupportedPrinterError('no interface with a bulk OUT endpoint');
    await device.claimInterface(target.interfaceNumber);
    claimed = target.interfaceNumber;
    if (target.alternateSetting !== 0) {
      await device.selectAlternateInterface(target.interfaceNumber, target.alternateSetting);
    }
    const result = await device.transferOut(target.endpointNumber, bytes);
    if (result.status !== 'ok') throw new Error(`transferOut: ${result.status}`);
  } finally {
    if (claimed !== null) await device.releaseInterface(claimed).catch(() => undefined);
    await device.close().catch(() => undefined);
  }
}

/** The printer-class interface with a bulk OUT endpoint, or failing that any interface with one. */
function findBulkOut(configuration: TUsbConfiguration | null) {
  const candidates = (configuration?.interfaces ?? []).flatMap((usbInterface) =>
    usbInterface.alternates.flatMap((alternate) =>
      alternate.endpoints
        .filter((endpoint) => endpoint.direction === 'out' && endpoint.type === 'bulk')
        .map((endpoint) => ({
          interfaceNumber: usbInterface.interfaceNumber,
          alternateSetting: alternate.alternateSetting,
          isPrinterClass: alternate.interfaceClass === USB_PRINTER_CLASS,
          endpointNumber: endpoint.endpointNumber,
        })),
    ),
  );
  return candidates.find((candidate) => candidate.isPrinterClass) ?? candidates[0];
}
