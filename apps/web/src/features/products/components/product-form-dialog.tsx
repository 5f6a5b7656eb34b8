import { useId, useState, useLayoutEffect } from 'react';
import { Controller, useForm, useWatch, type DefaultValues } from 'react-hook-form';
import toast from 'react-hot-toast';
import { DEFAULT_MIN_STOCK } from '@cuadre/shared/stock/constants';
import {
  DEFAULT_PRODUCT_UNIT,
  PRODUCT_UNIT_LABELS,
  PRODUCT_UNIT_SYMBOLS,
  PRODUCT_UNITS,
} from '@cuadre/shared/products/constants';
import { productCreateErrorMessage, serverMessageOr } from '@cuadre/shared/common/error-messages';
import { isWeighedUnit } from '@cuadre/shared/stock/quantity';
import { VALIDATION } from '@cuadre/shared/common/messages';
import { PRODUCT_MESSAGES } from '@cuadre/shared/products/messages';
import {
  ZProductEditForm,
  ZProductForm,
  type TProduct,
  type TProductUpdateRequest,
  type TProductUpdateRequestInput,
} from '@cuadre/shared/products/schemas';
import { MoneyInput } from '@/components/money-input';
import { Dialog, DialogFormActions } from '@/components/ui/dialog';
import { FormError, FormField, placeFieldErrors } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { BarcodeField } from './barcode-field';
import { useShopTaxSettings } from '@/lib/shop-settings';
import { DEFAULT_TAX_CLASS, TAX_CLASSES, TAX_CLASS_LABELS } from '@cuadre/shared/tax/constants';
import { ProductQuantityField } from './product-quantity-field';

export const PRODUCT_CREATED = 'Producto creado correctamente.';
export const PRODUCT_UPDATED = 'Producto actualizado correctamente.';

type TProductFormValues = TProductUpdateRequestInput;

/** The form's checked fields in the order a phone shows them. */
const CHECKED_FIELDS = ['name', 'sku', 'price', 'cost', 'quantity'] as const;

// The spec's messages that name several fields: each is shown once, beside the fields it is about.
const SHARED_MESSAGES = [
  VALIDATION.productNameSkuRequired,
  VALIDATION.productPositive,
  VALIDATION.productAmountsNonNegative,
];

function formValues(product: TProduct | null, initialBarcode = ''): DefaultValues<TProductFormValues> {
  return {
    name: product?.name ?? '',
    sku: product?.sku ?? '',
    // Empty fields, not 0, for a new product: the seller must type each amount (spec §5: all above 0).
    price: product?.price,
    cost: product?.cost,
    quantity: product?.quantity,
    // Design §13: an edit keeps how the product is counted unless the seller changes it.
    unit: product?.unit ?? DEFAULT_PRODUCT_UNIT,
    minStock: product?.minStock ?? DEFAULT_MIN_STOCK,
    image_url: product?.image_url ?? '',
    description: product?.description ?? '',
    barcode: product?.barcode ?? initialBarcode,
    category: product?.category ?? '',
    taxClass: product?.taxClass ?? DEFAULT_TAX_CLASS,
  };
}

type TProductFormDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The product to edit; null adds a new one ('Añadir Producto'). */
  product?: TProduct | null;
  /** A new product's barcode, when the seller creates it from a code nothing had (design §13). */
  initialBarcode?: string;
};

/**
 * Add or edit a product. Adding demands price, cost and quantity above 0 (spec §5 "Product create"); the edit
 * form has no such check, only "not negative" so the stock can be set to 0.
 */
export function ProductFormDialog({
  open,
  onClose,
  product = null,
  initialBarcode,
}: TProductFormDialogProps) {
  const isEdit = product !== null;
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const [serverError, setServerError] = useState<string | null>(null);

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TProductFormValues, unknown, TProductUpdateRequest>({
    // Both schemas produce the same fields; the create one is only stricter about amounts.
    resolver: zodResolver(isEdit ? ZProductEditForm : ZProductForm),
    defaultValues: formValues(product, initialBarcode),
  });
  const unit = useWatch({ control, name: 'unit' }) ?? DEFAULT_PRODUCT_UNIT;
  const isWeighed = isWeighedUnit(unit);
  // Price and cost of a weighed product are for one kg, g or L: the seller must not type the price of a piece.
  const perUnitHint = isWeighed ? `Por ${PRODUCT_UNIT_SYMBOLS[unit]}` : undefined;

  // A dialog reopened for another product (or for a new one) starts from that product's values.
  // Emptied as the dialog opens, before the browser paints it (not after, when a busy phone may have typed).
  useLayoutEffect(() => {
    if (open) {
      reset(formValues(product, initialBarcode));
      setServerError(null);
    }
  }, [open, product, initialBarcode, reset]);

  const isPending = createProduct.isPending || updateProduct.isPending;
  const errorIdPrefix = useId();
  const placed = placeFieldErrors(
    errorIdPrefix,
    CHECKED_FIELDS,
    (field) => errors[field]?.message,
    SHARED_MESSAGES,
  );

  // Decision record 032: the IVA class is asked, and sent, only where the shop charges IVA.
  const chargesIva = useShopTaxSettings({ enabled: open }).chargesIva;
  const onSubmit = handleSubmit(async (checked) => {
    setServerError(null);
    const { taxClass, ...spec } = checked;
    const values = chargesIva ? { ...spec, taxClass } : spec;
    try {
      if (product) {
        await updateProduct.mutateAsync({ id: product.id, body: values });
        toast.success(PRODUCT_UPDATED);
      } else {
        // The create schema always gives a unit; the edit one may not, hence the form's looser type.
        await createProduct.mutateAsync({ ...values, unit: values.unit ?? DEFAULT_PRODUCT_UNIT });
        toast.success(PRODUCT_CREATED);
      }
      onClose();
    } catch (error) {
      // Design §13: a barcode another product has is said under the barcode, where the seller fixes it.
      if (isApiError(error) && error.code === 'BARCODE_TAKEN') {
        setError('barcode', { message: error.message }, { shouldFocus: true });
        return;
      }
      const failed = isApiError(error) ? error : {};
      setServerError(
        isEdit ? serverMessageOr(failed, PRODUCT_MESSAGES.updateError) : productCreateErrorMessage(failed),
      );
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!isPending}
      title={isEdit ? 'Editar Producto' : 'Añadir Producto'}
      size="lg"
      footer={
        <DialogFormActions
          formId="product-form"
          submitLabel={isEdit ? 'Guardar Cambios' : 'Añadir Producto'}
          isPending={isPending}
          onCancel={onClose}
        />
      }
    >
      <form id="product-form" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <FormError message={serverError} className="whitespace-pre-line sm:col-span-2" />
        <FormField label="Nombre" {...placed.name}>
          {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
        </FormField>
        <FormField label="SKU" {...placed.sku}>
          {(field) => <Input {...field} autoComplete="off" {...register('sku')} />}
        </FormField>
        <Controller
          name="price"
          control={control}
          render={({ field }) => (
            <MoneyInput label="Precio" {...field} value={field.value} hint={perUnitHint} {...placed.price} />
          )}
        />
        <Controller
          name="cost"
          control={control}
          render={({ field }) => (
            <MoneyInput label="Costo" {...field} value={field.value} hint={perUnitHint} {...placed.cost} />
          )}
        />
        <FormField label="Unidad de venta" error={errors.unit?.message}>
          {(field) => (
            <Select {...field} {...register('unit')}>
              {PRODUCT_UNITS.map((value) => (
                <option key={value} value={value}>
                  {PRODUCT_UNIT_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <ProductQuantityField unit={unit} control={control} register={register} placement={placed.quantity} />
        {/* Design §13: at or below it the product is "Por agotarse". */}
        <FormField label="Stock mínimo" error={errors.minStock?.message}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...register('minStock', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <Controller
          name="barcode"
          control={control}
          render={({ field }) => <BarcodeField {...field} error={errors.barcode?.message} />}
        />
        {chargesIva && (
          <FormField label="IVA" error={errors.taxClass?.message}>
            {(field) => (
              <Select {...field} {...register('taxClass')}>
                {TAX_CLASSES.map((value) => (
                  <option key={value} value={value}>
                    {TAX_CLASS_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
        <FormField label="Categoría (opcional)" error={errors.category?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('category')} />}
        </FormField>
        <FormField label="URL de imagen (opcional)" error={errors.image_url?.message}>
          {(field) => (
            <Input {...field} type="url" inputMode="url" autoComplete="off" {...register('image_url')} />
          )}
        </FormField>
        <FormField
          label="Descripción (opcional)"
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          {(field) => <Textarea {...field} {...register('description')} />}
        </FormField>
      </form>
    </Dialog>
  );
}
