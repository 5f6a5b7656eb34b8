import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { CLIENT_MESSAGES } from '@cuadre/shared/clients/messages';
import {
  ZClientEditForm,
  ZClientForm,
  type TClient,
  type TClientCreateRequest,
} from '@cuadre/shared/clients/schemas';
import { Dialog, DialogFormActions } from '@/components/ui/dialog';
import { FormError, FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { zodResolver } from '@/lib/form-resolver';
import { useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';

export const CLIENT_CREATED = 'Cliente creado correctamente.';
export const CLIENT_UPDATED = 'Cliente actualizado correctamente.';

/** What the inputs hold: always strings (blank optional fields become undefined in the schemas). */
type TClientFormValues = { name: string; email: string; phone: string; taxId: string };

function formValues(client: TClient | null): TClientFormValues {
  return {
    name: client?.name ?? '',
    email: client?.email ?? '',
    phone: client?.phone ?? '',
    taxId: client?.taxId ?? '',
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
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TClientFormValues, unknown, TClientCreateRequest>({
    resolver,
    defaultValues: formValues(client),
  });

  useEffect(() => {
    if (open) {
      reset(formValues(client));
      setServerError(null);
    }
  }, [open, client, reset]);

  const isPending = createClient.isPending || updateClient.isPending;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      let saved: TClient;
      if (client) {
        // The edit schema has made the e-mail required, so it is a string here. A RIF the seller erased is
        // cleared (null); a blank one that was never there stays absent, as the spec's payload is.
        const taxId = values.taxId ?? (client.taxId ? null : undefined);
        saved = (
          await updateClient.mutateAsync({
            id: client.id,
            body: { ...values, email: values.email ?? '', taxId },
          })
        ).data;
        toast.success(CLIENT_UPDATED);
      } else {
        saved = (await createClient.mutateAsync(values)).data;
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
      </form>
    </Dialog>
  );
}
