import { useId } from 'react';
import { DETAL_LIST_NAME } from '@cuadre/shared/prices/constants';
import { formatPercent } from '@cuadre/shared/prices/messages';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { useAppStore } from '@/stores/app-store';
import type { TCartPricingState } from '../hooks/use-cart-pricing';

/**
 * Which prices this sale takes (decision record 031): Detal or one of the shop's lists, the client's by default.
 * A shop without lists sees nothing.
 */
export function CartPriceList({ pricing, disabled }: { pricing: TCartPricingState; disabled?: boolean }) {
  const setCartPriceList = useAppStore((state) => state.setCartPriceList);
  const id = useId();
  if (pricing.lists.length === 0) return null;
  return (
    <div>
      <Label htmlFor={id}>Precios</Label>
      <Select
        id={id}
        value={pricing.list?.id ?? ''}
        disabled={disabled}
        onChange={(event) => setCartPriceList(event.target.value || null)}
      >
        <option value="">{DETAL_LIST_NAME}</option>
        {pricing.lists.map((list) => (
          <option key={list.id} value={list.id}>
            {list.percentOff === null ? list.name : `${list.name} (−${formatPercent(list.percentOff)})`}
          </option>
        ))}
      </Select>
      {pricing.isReadingPrices && (
        <p role="status" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Cargando los precios de la lista…
        </p>
      )}
    </div>
  );
}
