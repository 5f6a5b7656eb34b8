import { useId, useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { serverMessageOr } from '@cuadre/shared/common/error-messages';
import { MAX_PRICE_TIERS } from '@cuadre/shared/prices/constants';
import { PRICE_MESSAGES } from '@cuadre/shared/prices/messages';
import { ZPriceListPricesRequest, type TProductListPrices } from '@cuadre/shared/prices/schemas';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFormActions } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/money-input';
import { useFormatMoney } from '@/hooks/use-format-money';
import { isApiError } from '@/lib/api-client';
import { useSetProductPrices } from '../api/price-lists-api';
import { PRICE_LIST_TEXTS } from './price-list-texts';

/** A tier as typed: its minimum as text, its price as the money field reports it (dollars; NaN unreadable). */
type TTierRow = { key: number; minQuantity: string; price: number | undefined };

const readNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/**
 * One product's prices in a list: its price from 1 unit and its quantity tiers ("desde 12: $0,95"). The shared
 * schema checks them as the server does; no rows takes the product out of the list.
 */
export function ProductPricesDialog({
  listId,
  product,
  onClose,
}: {
  listId: string;
  product: TProductListPrices;
  onClose: () => void;
}) {
  const formatMoney = useFormatMoney();
  const setPrices = useSetProductPrices();
  const [rows, setRows] = useState<TTierRow[]>(() =>
    product.prices.length > 0
      ? product.prices.map((tier, key) => ({
          key,
          minQuantity: String(tier.minQuantity),
          price: tier.price,
        }))
      : [{ key: 0, minQuantity: '1', price: undefined }],
  );
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  function change(key: number, patch: Partial<TTierRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const prices = rows.map((row) => ({
      minQuantity: readNumber(row.minQuantity),
      price: row.price ?? Number.NaN,
    }));
    const check = ZPriceListPricesRequest.safeParse({ products: [{ productId: product.productId, prices }] });
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? PRICE_LIST_TEXTS.pricesError);
      return;
    }
    setError(null);
    try {
      await setPrices.mutateAsync({
        listId,
        productId: product.productId,
        prices: check.data.products[0]?.prices ?? [],
      });
      toast.success(PRICE_MESSAGES.pricesSaved);
      onClose();
    } catch (failure) {
      setError(serverMessageOr(isApiError(failure) ? failure : {}, PRICE_LIST_TEXTS.pricesError));
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!setPrices.isPending}
      title={PRICE_LIST_TEXTS.pricesOf(product.name)}
      description={PRICE_LIST_TEXTS.detal(formatMoney(product.detal))}
      footer={
        <DialogFormActions
          formId={formId}
          submitLabel={PRICE_LIST_TEXTS.savePrices}
          isPending={setPrices.isPending}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} noValidate onSubmit={save} className="grid gap-3">
        <FormError message={error} />
        {rows.map((row, index) => (
          <div key={row.key} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            <label className="text-sm">
              <span className="mb-1 block font-medium">{PRICE_LIST_TEXTS.minQuantity}</span>
              <Input
                inputMode="decimal"
                value={row.minQuantity}
                onChange={(event) => change(row.key, { minQuantity: event.target.value })}
              />
            </label>
            {/* In the seller's currency: dollars, bolívares or a shop's euros, kept in dollars (design §10). */}
            <MoneyInput
              label={PRICE_LIST_TEXTS.price}
              value={row.price}
              onChange={(price) => change(row.key, { price })}
              isUnderstoodHidden
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={PRICE_LIST_TEXTS.removeTier(index + 1)}
              onClick={() => setRows((current) => current.filter((candidate) => candidate.key !== row.key))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ))}
        {rows.length < MAX_PRICE_TIERS && (
          <Button
            variant="secondary"
            size="sm"
            className="justify-self-start"
            onClick={() =>
              setRows((current) => [
                ...current,
                {
                  key: Math.max(-1, ...current.map((row) => row.key)) + 1,
                  minQuantity: '',
                  price: undefined,
                },
              ])
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            {PRICE_LIST_TEXTS.addTier}
          </Button>
        )}
      </form>
    </Dialog>
  );
}
