import { useState } from 'react';
import { Percent } from 'lucide-react';
import { discountCentsOf } from '@cuadre/shared/prices/discounts';
import { discountLabel } from '@cuadre/shared/prices/messages';
import type { TCartDiscount } from '@cuadre/shared/prices/cart-pricing';
import { fromCents, multiplyCents, multiplyMoney } from '@cuadre/shared/money/money';
import type { TCartItem } from '@cuadre/shared/sales/cart';
import { Button } from '@/components/ui/button';
import { useFormatMoney } from '@/hooks/use-format-money';
import { useAppStore } from '@/stores/app-store';
import { DiscountDialog } from './discount-dialog';

/** The button that gives (or changes) a discount, and its dialog, opened fresh each time. */
function DiscountButton({
  label,
  title,
  current,
  base,
  onSave,
}: {
  label: string;
  title: string;
  current: TCartDiscount | null;
  base?: number;
  onSave: (discount: TCartDiscount | null) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Percent aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {isOpen && (
        <DiscountDialog
          open
          title={title}
          current={current}
          base={base}
          onSave={onSave}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** Under a cart line: its discount and what it takes off, and the button that gives or changes it. */
export function LineDiscount({ item }: { item: TCartItem }) {
  const discount = useAppStore((state) => state.cartPricing.lineDiscounts[item.productId] ?? null);
  const setLineDiscount = useAppStore((state) => state.setLineDiscount);
  const formatMoney = useFormatMoney();
  const off = discount
    ? fromCents(discountCentsOf(discount.kind, discount.value, multiplyCents(item.price, item.quantity)))
    : 0;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-2 text-xs">
      {discount ? (
        <p className="text-emerald-800 dark:text-emerald-300">
          {discountLabel(discount.kind, discount.value, discount.reason)} · −{formatMoney(off)}
        </p>
      ) : (
        <span />
      )}
      <DiscountButton
        label={discount ? 'Cambiar descuento' : 'Descuento'}
        title={`Descuento a ${item.name}`}
        current={discount}
        base={multiplyMoney(item.price, item.quantity)}
        onSave={(next) => setLineDiscount(item.productId, next)}
      />
    </div>
  );
}

/** In the totals: the sale's own discount, and the button that gives or changes it. */
export function SaleDiscount() {
  const discount = useAppStore((state) => state.cartPricing.saleDiscount);
  const setSaleDiscount = useAppStore((state) => state.setSaleDiscount);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-2 text-sm">
      <p className="text-slate-600 dark:text-slate-400">
        {discount
          ? discountLabel(discount.kind, discount.value, discount.reason)
          : 'Sin descuento a la venta'}
      </p>
      <DiscountButton
        label={discount ? 'Cambiar' : 'Descuento a la venta'}
        title="Descuento a la venta"
        current={discount}
        onSave={setSaleDiscount}
      />
    </div>
  );
}
