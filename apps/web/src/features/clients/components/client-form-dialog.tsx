import { useId, useState, useLayoutEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { CLIENT_MESSAGES } from '@cuadre/shared/clients/messages';
import {
  ZClientEditForm,
  ZClientForm,
  type TClient,
  type TClientCreateRequest,
} from '@cuadre/shared/clients/schemas';
import { AmountInput } from '@/components/ui/amount-input';
import { Dialog, DialogFormActions } from '@/components/ui/dialog';
import { FormError, FormField, Label } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { usePriceLists } from '@/lib/price-lists';
import { DETAL_LIST_NAME } from '@cuadre/shared/prices/constants';
import { useShopPermission } from '@/hooks/use-shop-permission';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';

export const CLIENT_CREATED = 'Cliente creado correctamente.';
export const CLIENT_UPDATED = 'Cliente actualizado correctamente.';

export const CREDIT_LIMIT_TEXTS = {
  label: 'Límite de crédito (USD)',
  hint: 'Vacío: usa el límite del negocio',
} as const;

/**
 * What the inputs hold: strings (blank optional fields become undefined in the schemas), and the credit limit as
 * its amount field reports it (undefined while empty, NaN for text it cannot read, which the schema refuses).
 */
type TClientFormValues = {
  name: string;
  email: string;
  phone: string;
  taxId: string;
  creditLimit: number | undefined;
};

function formValues(client: TClient | null): TClientFormValues {
  return {
    name: client?.name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    taxId: client?.taxId ?? '',
    creditLimit: client?.creditLimit ?? undefined,
  };
}

type TClientFormDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The client to edit (name and e-mail required); null adds one (only the name required, spec §5). */
  client?: TClient | null;
  /** Called with the saved client, e.g. to select a just-created client for the sale. */
  onSaved?: (client: TClient) => void;
};

export function ClientFormDialog({ open, onClose, client = null, onSaved }: TClientFormDialogProps) {
  const isEdit = client !== null;
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const [serverError, setServerError] = useState<string | null>(null);
  // Decision record 030: only the owner and the managers set a client's credit limit (the server refuses a
  // cashier's with 403 CREDIT_LIMIT_FORBIDDEN); anyone else's form neither shows nor sends it.
  const canSetLimit = useShopPermission('credit.setLimit') === 'allow';
  // Decision record 031: the list the client buys at ('' is Detal); shown only to a shop that has lists.
  const priceLists = usePriceLists({ enabled: open });
  const [priceListId, setPriceListId] = useState('');
  const priceListFieldId = useId();

  // One form for both schemas. The inputs always hold strings, which both schemas accept, and the edit
  // schema's output (e-mail always set) fits the create shape; TypeScript cannot see through the union of
  // the two resolvers' generics, hence the cast.
  const resolver = (isEdit ? zodResolver(ZClientEditForm) : zodResolver(ZClientForm)) as unknown as Resolver<
    TClientFormValues,
    unknown,
    TClientCreateRequest
  >;
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TClientFormValues, unknown, TClientCreateRequest>({
    resolver,
    defaultValues: formValues(client),
  });

  // Emptied as the dialog opens, before the browser paints it (not after, when a busy phone may have typed).
  useLayoutEffect(() => {
    if (open) {
      reset(formValues(client));
      setPriceListId(client?.priceListId ?? '');
      setServerError(null);
    }
  }, [open, client, reset]);

  const isPending = createClient.isPending || updateClient.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    // Sent only when it changed: a form of a shop without lists sends what the spec's form sent.
    const listChoice = priceListId === (client?.priceListId ?? '') ? undefined : priceListId || null;
    try {
      let saved: TClient;
      if (client) {
        // The edit schema has made the e-mail required, so it is a string here. A RIF the seller erased is
        // cleared (null); a blank one that was never there stays absent, as the spec's payload is.
        const taxId = values.taxId ?? (client.taxId ? null : undefined);
        // The same for the limit: an erased one is cleared (the client follows the shop's default again).
        const creditLimit = canSetLimit
          ? (values.creditLimit ?? (client.creditLimit !== null ? null : undefined))
          : undefined;
        saved = (
          await updateClient.mutateAsync({
            id: client.id,
            body: { ...values, email: values.email ?? '', taxId, creditLimit, priceListId: listChoice },
          })
        ).data;
        toast.success(CLIENT_UPDATED);
      } else {
        const creditLimit = canSetLimit ? (values.creditLimit ?? undefined) : undefined;
        saved = (await createClient.mutateAsync({ ...values, creditLimit, priceListId: listChoice })).data;
        toast.success(CLIENT_CREATED);
      }
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const failed = isApiError(error) ? error : {};
      setServerError(
        serverMessageOr(failed, isEdit ? CLIENT_MESSAGES.updateError : CLIENT_MESSAGES.createError),
      );
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!isPending}
      title={isEdit ? 'Editar Cliente' : 'Añadir Cliente'}
      footer={
        <DialogFormActions
          formId="client-form"
          submitLabel={isEdit ? 'Guardar Cambios' : 'Añadir Cliente'}
          isPending={isPending}
          onCancel={onClose}
        />
      }
    >
      <form id="client-form" noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormError message={serverError} />
        <FormField label="Nombre" error={errors.name?.message}>
          {(field) => <Input {...field} autoComplete="off" {...register('name')} />}
        </FormField>
        <FormField label={isEdit ? 'Email' : 'Email (opcional)'} error={errors.email?.message}>
          {(field) => (
            <Input {...field} type="email" inputMode="email" autoComplete="off" {...register('email')} />
          )}
        </FormField>
        <FormField label="Teléfono (opcional)" error={errors.phone?.message}>
          {(field) => (
            <Input {...field} type="tel" inputMode="tel" autoComplete="off" {...register('phone')} />
          )}
        </FormField>
        {/* Design §15: the accountant's sales book names the client's RIF or cédula. */}
        <FormField label="RIF o cédula (opcional)" error={errors.taxId?.message}>
          {(field) => <Input {...field} autoComplete="off" placeholder="V-12345678" {...register('taxId')} />}
        </FormField>
        {canSetLimit && (
          <Controller
            name="creditLimit"
            control={control}
            render={({ field }) => (
              // Always in dollars, whatever the screen's currency: limits are kept in USD, as debts are.
              <AmountInput
                label={CREDIT_LIMIT_TEXTS.label}
                currency="USD"
                hint={CREDIT_LIMIT_TEXTS.hint}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.creditLimit?.message}
              />
            )}
          />
        )}
        {(priceLists.data?.length ?? 0) > 0 && (
          <div>
            <Label htmlFor={priceListFieldId}>Lista de precios</Label>
            <Select
              id={priceListFieldId}
              value={priceListId}
              onChange={(event) => setPriceListId(event.target.value)}
            >
              <option value="">{DETAL_LIST_NAME}</option>
              {priceLists.data?.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </Select>
          </div>
        )}
      </form>
    </Dialog>
  );
}
