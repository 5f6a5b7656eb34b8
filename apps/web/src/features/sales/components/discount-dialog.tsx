import { useId, useState, type FormEvent } from 'react';
import { ZSaleDiscountRequest } from '@cuadre/shared/prices/schemas';
import { PRICE_MESSAGES } from '@cuadre/shared/prices/messages';
import type { TCartDiscount } from '@cuadre/shared/prices/cart-pricing';
import type { TDiscountKind } from '@cuadre/shared/prices/constants';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldError, Label } from '@/components/ui/field';
import { choiceBox, Input } from '@/components/ui/input';

/** Reasons a shop gives most: one tap fills the field. */
const COMMON_REASONS = ['Cliente frecuente', 'Producto golpeado', 'Promoción'] as const;

type TDiscountDialogProps = {
  open: boolean;
  /** "Descuento a Harina PAN" or "Descuento a la venta". */
  title: string;
  current: TCartDiscount | null;
  /** What the discount applies to in USD, when known: an amount above it is refused here, as the server would. */
  base?: number;
  onSave: (discount: TCartDiscount | null) => void;
  onClose: () => void;
};

/**
 * A discount as a percentage or an amount in dollars, with its reason (decision record 031): the same shared
 * rule as the server judges it, so what is saved here is a discount the sale can take. 'Quitar' takes it off.
 */
export function DiscountDialog({ open, title, current, base, onSave, onClose }: TDiscountDialogProps) {
  const [kind, setKind] = useState<TDiscountKind>(current?.kind ?? 'PERCENT');
  const [value, setValue] = useState(current ? String(current.value) : '');
  const [reason, setReason] = useState(current?.reason ?? '');
  const [errors, setErrors] = useState<{ value?: string; reason?: string }>({});
  const valueId = useId();
  const reasonId = useId();

  function save(event: FormEvent) {
    event.preventDefault();
    const typed = Number(value.replace(',', '.'));
    const check = ZSaleDiscountRequest.safeParse({
      kind,
      value: value.trim() === '' ? Number.NaN : typed,
      reason,
    });
    if (!check.success) {
      const found: { value?: string; reason?: string } = {};
      for (const issue of check.error.issues) {
        const field = issue.path[0] === 'reason' ? 'reason' : 'value';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    if (check.data.kind === 'AMOUNT' && base !== undefined && check.data.value > base) {
      setErrors({ value: PRICE_MESSAGES.discountTooLarge });
      return;
    }
    onSave({ kind: check.data.kind, value: check.data.value, reason: check.data.reason });
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          {current && (
            <Button
              variant="ghost"
              onClick={() => {
                onSave(null);
                onClose();
              }}
            >
              Quitar
            </Button>
          )}
          <Button type="submit" form={`${valueId}-form`}>
            Guardar descuento
          </Button>
        </>
      }
    >
      <form id={`${valueId}-form`} className="space-y-4" onSubmit={save} noValidate>
        <fieldset className="flex gap-4">
          <legend className="mb-1 text-sm font-medium">Tipo</legend>
          {(
            [
              ['PERCENT', 'Porcentaje (%)'],
              ['AMOUNT', 'Monto ($)'],
            ] as const
          ).map(([option, label]) => (
            <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${valueId}-kind`}
                className={choiceBox}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div>
          <Label htmlFor={valueId}>{kind === 'PERCENT' ? 'Porcentaje' : 'Monto en dólares'}</Label>
          <Input
            id={valueId}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            invalid={errors.value !== undefined}
            aria-describedby={errors.value ? `${valueId}-error` : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
          <FieldError id={`${valueId}-error`} message={errors.value} />
        </div>
        <div>
          <Label htmlFor={reasonId}>Motivo</Label>
          <Input
            id={reasonId}
            value={reason}
            maxLength={100}
            invalid={errors.reason !== undefined}
            aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <FieldError id={`${reasonId}-error`} message={errors.reason} />
          <div className="mt-2 flex flex-wrap gap-2">
            {COMMON_REASONS.map((common) => (
              <Button key={common} variant="secondary" size="sm" onClick={() => setReason(common)}>
                {common}
              </Button>
            ))}
          </div>
        </div>
      </form>
    </Dialog>
  );
}
