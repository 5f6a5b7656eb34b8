import { useForm, type Resolver } from 'react-hook-form';
import { DEFAULT_PAYMENT_METHOD } from '@cuadre/shared/payments/constants';
import { DEFAULT_SALE_STATUS } from '@cuadre/shared/sales/constants';
import {
  ZCartSaleForm,
  type TCartSaleContext,
  type TCartSaleFieldsInput,
  type TSaleCreateRequest,
} from '@cuadre/shared/sales/schemas';
import { zodResolver } from '@/lib/form-resolver';

export const CART_FORM_DEFAULTS: TCartSaleFieldsInput = {
  charges: [],
  status: DEFAULT_SALE_STATUS,
  paymentMethod: DEFAULT_PAYMENT_METHOD,
  referenceNumber: '',
  sellerName: '',
  initialPaymentAmount: undefined,
  initialPaymentTyped: undefined,
  tender: [],
  changeCurrency: undefined,
};

const validateCartSale = zodResolver(ZCartSaleForm);

/**
 * The lines and the client are not form fields: they live in the persisted store, which the product lists and
 * the client picker also write. The form hands them to the schema as react-hook-form's context, read at the
 * moment of validation, so the schema judges the cart the seller sees.
 */
const cartSaleResolver: Resolver<TCartSaleFieldsInput, TCartSaleContext, TSaleCreateRequest> = (
  values,
  context,
  options,
) => {
  if (!context) throw new Error('The cart form validates with the cart as its context.');
  // A copy, so TypeScript compares the options by shape: they name the registered fields, a subset of the
  // fields the schema reads.
  return validateCartSale({ ...values, ...context }, context, { ...options });
};

/**
 * This sale's form (spec §5): extra charges, status, method, reference, seller, initial payment and the cobro's
 * rows, checked with the cart by the shared ZCartSaleForm — what it answers is the request POST /sales takes.
 */
export function useCartSaleForm(cart: TCartSaleContext) {
  return useForm<TCartSaleFieldsInput, TCartSaleContext, TSaleCreateRequest>({
    resolver: cartSaleResolver,
    context: cart,
    defaultValues: CART_FORM_DEFAULTS,
    // The refusal is said in the banner, as before the form had a schema; the focus stays where the seller is.
    shouldFocusError: false,
  });
}

export type TCartSaleForm = ReturnType<typeof useCartSaleForm>;
