import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { PRICE_MESSAGES } from '@cuadre/shared/prices/messages';
import { ZPriceListCreateRequest, type TPriceList } from '@cuadre/shared/prices/schemas';
import { Dialog, DialogFormActions } from '@/components/ui/dialog';
import { FieldError, FormError, Label } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useCreatePriceList, useUpdatePriceList } from '../api/price-lists-api';
import { PRICE_LIST_TEXTS } from './price-list-texts';

type TPriceListDialogProps = {
  /** The list to rename or re-percent; null creates one. */
  list: TPriceList | null;
  onClose: () => void;
  onSaved: (list: TPriceList) => void;
};

/** A list's name and its optional percentage off the detal price, checked by the shared schema. */
export function PriceListDialog({ list, onClose, onSaved }: TPriceListDialogProps) {
  const create = useCreatePriceList();
  const update = useUpdatePriceList();
  const [name, setName] = useState(list?.name ?? '');
  const [percent, setPercent] = useState(list?.percentOff === null || !list ? '' : String(list.percentOff));
  const [errors, setErrors] = useState<{ name?: string; percentOff?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const nameId = useId();
  const percentId = useId();
  const formId = useId();
  const isPending = create.isPending || update.isPending;

  async function save(event: FormEvent) {
    event.preventDefault();
    const percentText = percent.trim().replace(/%$/, '').trim();
    const percentOff = percentText === '' ? null : Number(percentText.replace(',', '.'));
    const check = ZPriceListCreateRequest.safeParse({ name, percentOff });
    if (!check.success) {
      const found: { name?: string; percentOff?: string } = {};
      for (const issue of check.error.issues) {
        const field = issue.path[0] === 'name' ? 'name' : 'percentOff';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setServerError(null);
    try {
      const saved = list
        ? await update.mutateAsync({ id: list.id, body: check.data })
        : await create.mutateAsync(check.data);
      toast.success(PRICE_MESSAGES.listSaved);
      onSaved(saved);
      onClose();
    } catch (error) {
      setServerError(serverMessageOr(isApiError(error) ? error : {}, PRICE_LIST_TEXTS.saveError));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!isPending}
      title={list ? PRICE_LIST_TEXTS.editTitle : PRICE_LIST_TEXTS.newTitle}
      footer={
        <DialogFormActions
          formId={formId}
          submitLabel={PRICE_LIST_TEXTS.save}
          isPending={isPending}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} noValidate onSubmit={save} className="grid gap-4">
        <FormError message={serverError} />
        <div>
          <Label htmlFor={nameId}>Nombre</Label>
          <Input
            id={nameId}
            value={name}
            placeholder="Mayor"
            autoComplete="off"
            invalid={errors.name !== undefined}
            aria-describedby={errors.name ? `${nameId}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <FieldError id={`${nameId}-error`} message={errors.name} />
        </div>
        <div>
          <Label htmlFor={percentId}>{PRICE_LIST_TEXTS.percentLabel}</Label>
          <Input
            id={percentId}
            value={percent}
            inputMode="decimal"
            autoComplete="off"
            invalid={errors.percentOff !== undefined}
            aria-describedby={`${percentId}-hint${errors.percentOff ? ` ${percentId}-error` : ''}`}
            onChange={(event) => setPercent(event.target.value)}
          />
          <p id={`${percentId}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {PRICE_LIST_TEXTS.percentHint}
          </p>
          <FieldError id={`${percentId}-error`} message={errors.percentOff} />
        </div>
      </form>
    </Dialog>
  );
}
