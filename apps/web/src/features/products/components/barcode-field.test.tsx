import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cuadre/shared/common/messages';
import type { TProduct } from '@cuadre/shared/products/schemas';
import { resetAppStore, setSession } from '@/testing/app-store';
import { fakeBrowserCamera } from '@/testing/fake-camera';
import { errorReply, mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { validToken } from '@/testing/tokens';
import { BARCODE_FIELD_TEXTS } from './barcode-field';
import { ProductFormDialog } from './product-form-dialog';

// Design §13 in the product form: "Código de barras", typed or read with the camera, and a code another product
// has said under the field.

const CODE = '7591234567890';
const SAVED: TProduct = {
  id: '0190f5a2-0000-7000-8000-000000000001',
  name: 'Harina PAN',
  sku: 'HAR-1',
  price: 1.5,
  cost: 1,
  quantity: 10,
  image_url: null,
  description: null,
  createdAt: '2025-07-01T12:00:00.000Z',
  minStock: 5,
  barcode: CODE,
  unit: 'UNIT',
  category: null,
  taxClass: 'GENERAL',
};

/** What the form wrote: it also reads the shop, to know whether to ask for the IVA class. */
const writes = <T extends { method: string }>(calls: T[]) => calls.filter((call) => call.method !== 'GET');

const barcodeBox = (form: HTMLElement) =>
  within(form).getByRole('textbox', { name: BARCODE_FIELD_TEXTS.label });

async function fillNewProduct(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Nombre'), 'Harina PAN');
  await user.type(within(form).getByLabelText('SKU'), 'HAR-1');
  await user.type(within(form).getByLabelText('Precio'), '1.5');
  await user.type(within(form).getByLabelText('Costo'), '1');
  await user.type(within(form).getByLabelText('Cantidad'), '10');
}

beforeEach(() => {
  resetAppStore();
  setSession(validToken());
});

describe('"Código de barras" in the product form', () => {
  it('sends the code, keeps Enter from a scanner in the field, and says a taken code under it', async () => {
    let isTaken = true;
    const calls = mockApiRoutes({
      'POST /products': (body) =>
        isTaken
          ? errorReply(409, 'BARCODE_TAKEN', SERVER_MESSAGES.BARCODE_TAKEN)
          : { status: 201, body: { data: { ...SAVED, ...(body as object) } } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductFormDialog open onClose={() => {}} />);
    const form = screen.getByRole('dialog', { name: 'Añadir Producto' });
    await fillNewProduct(user, form);

    // A keyboard-like scanner ends the code with Enter: the form is not sent by it.
    await user.type(barcodeBox(form), `${CODE}{Enter}`);
    expect(writes(calls)).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Añadir Producto' }));
    await waitFor(() => expect(barcodeBox(form)).toHaveAccessibleDescription(SERVER_MESSAGES.BARCODE_TAKEN));
    expect(barcodeBox(form)).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)[0]?.body).toMatchObject({ barcode: CODE });
    // Said where it is fixed, not as the form's general error.
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    isTaken = false;
    await user.clear(barcodeBox(form));
    await user.type(barcodeBox(form), '7591234567883');
    await user.click(within(form).getByRole('button', { name: 'Añadir Producto' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]?.body).toMatchObject({ barcode: '7591234567883' });
  });

  it("shows a product's code when editing it, and an emptied field removes it", async () => {
    const calls = mockApiRoutes({
      [`PUT /products/${SAVED.id}`]: (body) => ({ body: { data: { ...SAVED, ...(body as object) } } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductFormDialog open onClose={() => {}} product={SAVED} />);
    const form = screen.getByRole('dialog', { name: 'Editar Producto' });
    expect(barcodeBox(form)).toHaveValue(CODE);

    await user.clear(barcodeBox(form));
    await user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toMatchObject({ barcode: null });
  });

  describe('with the camera', () => {
    let camera: ReturnType<typeof fakeBrowserCamera>;
    beforeEach(() => {
      camera = fakeBrowserCamera();
    });
    afterEach(() => camera.restore());

    it("'Escanear' fills the field with the code the camera reads, and closes the camera", async () => {
      const user = userEvent.setup();
      renderWithProviders(<ProductFormDialog open onClose={() => {}} />);
      const form = screen.getByRole('dialog', { name: 'Añadir Producto' });

      await user.click(within(form).getByRole('button', { name: BARCODE_FIELD_TEXTS.scan }));
      await screen.findByRole('dialog', { name: BARCODE_FIELD_TEXTS.scannerTitle });
      camera.show(CODE);
      await waitFor(() => expect(barcodeBox(form)).toHaveValue(CODE));
      expect(
        screen.queryByRole('dialog', { name: BARCODE_FIELD_TEXTS.scannerTitle }),
      ).not.toBeInTheDocument();
      // The camera goes off in the scanner's effect cleanup, which React runs just after the dialog has left the
      // page: on a busy machine, a moment after.
      await waitFor(() => expect(camera.stop).toHaveBeenCalled());
    });
  });
});
