import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TDocumentBlock } from '@cuadre/shared/documents/schemas';
import { AppToaster } from '@/components/ui/toaster';
import { encodeReceipt } from './escpos';
import { THERMAL_PRINT_TEXTS, ThermalPrintButton } from './thermal-print-button';

// The printer is hardware this machine does not have: these fakes stand in for navigator.bluetooth and
// navigator.usb with the same shapes and the errors Chrome gives.

const BLOCKS: TDocumentBlock[] = [
  { kind: 'title', text: 'Nota de entrega' },
  { kind: 'row', label: '2 × Harina PAN', value: '$3,00' },
  { kind: 'row', label: '1 × Ñame', value: '$0,80' },
  { kind: 'rule' },
  { kind: 'row', label: 'Saldo pendiente', value: '$3,80', bold: true },
];

const SERIAL_SERVICE = '000018f0-0000-1000-8000-00805f9b34fb';

afterEach(() => {
  act(() => toast.remove());
  Reflect.deleteProperty(navigator, 'bluetooth');
  Reflect.deleteProperty(navigator, 'usb');
});

function install(name: 'bluetooth' | 'usb', value: object) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

/** A Bluetooth printer offering the 18F0 serial service; `written` collects every chunk it receives. */
function fakeBluetoothPrinter() {
  const chunks: Uint8Array[] = [];
  const characteristic = {
    properties: { write: true, writeWithoutResponse: true },
    writeValueWithResponse: vi.fn(async (chunk: Uint8Array) => {
      chunks.push(chunk.slice());
    }),
    writeValueWithoutResponse: vi.fn(async () => undefined),
  };
  const server = {
    getPrimaryService: vi.fn(async (uuid: string) => {
      if (uuid !== SERIAL_SERVICE) throw new DOMException('No Services matching UUID found', 'NotFoundError');
      return { getCharacteristics: async () => [characteristic] };
    }),
    disconnect: vi.fn(),
  };
  const device = { gatt: { connect: vi.fn(async () => server) } };
  const bluetooth = {
    requestDevice: vi.fn(async (_options: unknown) => device),
    getAvailability: vi.fn(async () => true),
  };
  install('bluetooth', bluetooth);
  const written = () => Uint8Array.from(chunks.flatMap((chunk) => [...chunk]));
  return { bluetooth, characteristic, server, chunks, written };
}

function renderButton() {
  return render(
    <>
      <ThermalPrintButton blocks={BLOCKS} paper="58" />
      <AppToaster />
    </>,
  );
}

const printButton = () => screen.getByRole('button', { name: THERMAL_PRINT_TEXTS.print });

/** Waits for the print to finish: the button is back, enabled, with its own name. */
async function idle() {
  await waitFor(() => expect(printButton()).toBeEnabled());
}

describe('ThermalPrintButton', () => {
  it('renders nothing where the browser has neither Web Bluetooth nor WebUSB', () => {
    const { container } = renderButton();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('button')).toBeNull();
  });

  it.each(['bluetooth', 'usb'] as const)('shows the button where the browser has %s', (name) => {
    install(name, { requestDevice: vi.fn() });
    renderButton();
    expect(printButton()).toBeInTheDocument();
  });

  it('sends the encoded receipt to the chosen Bluetooth printer, in chunks, and says so', async () => {
    const printer = fakeBluetoothPrinter();
    renderButton();
    await userEvent.click(printButton());

    expect(await screen.findByText(THERMAL_PRINT_TEXTS.printed)).toBeInTheDocument();
    expect(printer.bluetooth.requestDevice).toHaveBeenCalledWith({
      filters: expect.arrayContaining([
        { services: [SERIAL_SERVICE] },
        { services: ['e7810a71-73ae-499d-8c15-faa9aef0c3f2'] },
      ]),
      optionalServices: expect.arrayContaining([SERIAL_SERVICE]),
    });
    expect(printer.written()).toEqual(encodeReceipt(BLOCKS, '58'));
    expect(printer.chunks.length).toBeGreaterThan(1);
    for (const chunk of printer.chunks) expect(chunk.length).toBeLessThanOrEqual(512);
    expect(printer.server.disconnect).toHaveBeenCalledOnce();
  });

  it('prints once on a double tap, showing "Imprimiendo..." meanwhile', async () => {
    const printer = fakeBluetoothPrinter();
    let choose: () => void = () => undefined;
    const device = await printer.bluetooth.requestDevice({});
    printer.bluetooth.requestDevice.mockClear();
    printer.bluetooth.requestDevice.mockImplementation(
      () => new Promise((resolve) => (choose = () => resolve(device))),
    );
    renderButton();

    // Two clicks in one task: React has not rendered the disabled button between them.
    const button = printButton();
    act(() => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    const busy = await screen.findByRole('button', { name: THERMAL_PRINT_TEXTS.printing });
    expect(busy).toBeDisabled();
    await userEvent.dblClick(busy);
    await act(async () => choose());

    expect(await screen.findByText(THERMAL_PRINT_TEXTS.printed)).toBeInTheDocument();
    expect(printer.bluetooth.requestDevice).toHaveBeenCalledOnce();
    expect(printer.written()).toEqual(encodeReceipt(BLOCKS, '58'));
  });

  it('stays silent when the seller closes the chooser', async () => {
    const printer = fakeBluetoothPrinter();
    printer.bluetooth.requestDevice.mockRejectedValue(
      new DOMException('User cancelled the requestDevice() chooser.', 'NotFoundError'),
    );
    renderButton();
    await userEvent.click(printButton());

    await waitFor(() => expect(printer.bluetooth.requestDevice).toHaveBeenCalledOnce());
    await idle();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(printer.characteristic.writeValueWithResponse).not.toHaveBeenCalled();
  });

  it('asks to turn Bluetooth on when the chooser closes because there is no adapter on', async () => {
    const printer = fakeBluetoothPrinter();
    printer.bluetooth.requestDevice.mockRejectedValue(
      new DOMException('Bluetooth adapter not available.', 'NotFoundError'),
    );
    printer.bluetooth.getAvailability.mockResolvedValue(false);
    renderButton();
    await userEvent.click(printButton());

    expect(await screen.findByText(THERMAL_PRINT_TEXTS.bluetoothOff)).toBeInTheDocument();
  });

  it('shows the Spanish error when the printer stops taking data, and can try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const printer = fakeBluetoothPrinter();
    printer.characteristic.writeValueWithResponse.mockRejectedValueOnce(
      new DOMException('GATT operation failed for unknown reason.', 'NetworkError'),
    );
    renderButton();
    await userEvent.click(printButton());

    expect(await screen.findByText(THERMAL_PRINT_TEXTS.failed)).toBeInTheDocument();
    expect(printer.server.disconnect).toHaveBeenCalledOnce();
    await idle();
    await userEvent.click(printButton());
    expect(await screen.findByText(THERMAL_PRINT_TEXTS.printed)).toBeInTheDocument();
  });

  it('says the printer is not supported when it offers nothing to write to', async () => {
    const printer = fakeBluetoothPrinter();
    printer.characteristic.properties = { write: false, writeWithoutResponse: false };
    renderButton();
    await userEvent.click(printButton());

    expect(await screen.findByText(THERMAL_PRINT_TEXTS.unsupportedPrinter)).toBeInTheDocument();
  });

  it('asks for another tap when the browser no longer counts the first one', async () => {
    const printer = fakeBluetoothPrinter();
    printer.bluetooth.requestDevice.mockRejectedValue(
      new DOMException('Must be handling a user gesture to show a permission request.', 'SecurityError'),
    );
    renderButton();
    await userEvent.click(printButton());

    expect(await screen.findByText(THERMAL_PRINT_TEXTS.tapAgain)).toBeInTheDocument();
  });

  it('prints over USB: the printer-class interface, its bulk OUT endpoint, then releases the device', async () => {
    const transfers: Uint8Array[] = [];
    const printerInterface = {
      interfaceNumber: 1,
      alternates: [
        {
          alternateSetting: 0,
          interfaceClass: 7,
          endpoints: [
            { endpointNumber: 1, direction: 'in', type: 'bulk' },
            { endpointNumber: 2, direction: 'out', type: 'bulk' },
          ],
        },
      ],
    };
    const configuration = {
      configurationValue: 1,
      interfaces: [
        {
          interfaceNumber: 0,
          alternates: [
            {
              alternateSetting: 0,
              interfaceClass: 255,
              endpoints: [{ endpointNumber: 5, direction: 'out', type: 'bulk' }],
            },
          ],
        },
        printerInterface,
      ],
    };
    const device = {
      configuration: null as typeof configuration | null,
      configurations: [configuration],
      open: vi.fn(async () => undefined),
      close: vi.fn(async () => undefined),
      selectConfiguration: vi.fn(async () => {
        device.configuration = configuration;
      }),
      claimInterface: vi.fn(async () => undefined),
      releaseInterface: vi.fn(async () => undefined),
      selectAlternateInterface: vi.fn(async () => undefined),
      transferOut: vi.fn(async (_endpoint: number, data: Uint8Array) => {
        transfers.push(data.slice());
        return { status: 'ok', bytesWritten: data.length };
      }),
    };
    const usb = { requestDevice: vi.fn(async () => device) };
    install('usb', usb);
    renderButton();
    await userEvent.click(printButton());

    expect(await screen.findByText(THERMAL_PRINT_TEXTS.printed)).toBeInTheDocument();
    expect(usb.requestDevice).toHaveBeenCalledWith({ filters: [{ classCode: 7 }] });
    expect(device.selectConfiguration).toHaveBeenCalledWith(1);
    expect(device.claimInterface).toHaveBeenCalledWith(1);
    expect(device.transferOut).toHaveBeenCalledWith(2, expect.any(Uint8Array));
    expect(Uint8Array.from(transfers.flatMap((data) => [...data]))).toEqual(encodeReceipt(BLOCKS, '58'));
    expect(device.releaseInterface).toHaveBeenCalledWith(1);
    expect(device.close).toHaveBeenCalledOnce();
  });

  it('stays silent when the seller closes the USB chooser', async () => {
    const usb = {
      requestDevice: vi.fn(async () => {
        throw new DOMException('No device selected.', 'NotFoundError');
      }),
    };
    install('usb', usb);
    renderButton();
    await userEvent.click(printButton());

    await waitFor(() => expect(usb.requestDevice).toHaveBeenCalledOnce());
    await idle();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
