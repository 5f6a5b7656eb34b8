import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Package, Search } from 'lucide-react';
import {
  ADJUSTMENT_REASON_LABELS,
  ADJUSTMENT_REASONS,
  type TAdjustmentReason,
} from '@cuadre/shared/stock/constants';
import { CASH_MOVEMENT_REASON_MAX } from '@cuadre/shared/till/constants';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { PRODUCT_MESSAGES } from '@cuadre/shared/products/messages';
import type { TProductUnit } from '@cuadre/shared/products/constants';
import type { TAdjustment } from '@cuadre/shared/stock/schemas';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FieldError, FormError, FormField, Label } from '@/components/ui/field';
import { Select, Textarea } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { ListSpinner } from '@/components/ui/spinner';
import { useSearchText } from '@/hooks/use-debounced-value';
import { useListPage, useStayWithinPages } from '@/hooks/use-list-page';
import { useCreateAdjustment } from '../api/create-adjustment';
import { useStockProducts } from '../api/get-stock-products';
import { checkCount, countedValue, type TTypedCounts } from './count-rules';
import { CountRow } from './count-row';
import { ADJUSTMENT_DONE, CountSummary, type TCountedUnits } from './count-summary';
import { stockErrorMessage } from './stock-error-message';

export const COUNT_REFUSED = 'Revisa las cantidades marcadas en rojo.';

type TCheckErrors = { lines: Record<string, string>; form: string | null; note: string | null };
const NO_ERRORS: TCheckErrors = { lines: {}, form: null, note: null };

function CountForm({ onDone }: { onDone: (adjustment: TAdjustment, units: TCountedUnits) => void }) {
  const adjustment = useCreateAdjustment();
  const { searchText, setSearchText, search } = useSearchText();
  const paging = useListPage(search);
  const products = useStockProducts({ page: paging.page, search });
  useStayWithinPages(paging, {
    totalPages: products.data?.totalPages ?? 0,
    isPlaceholderData: products.isPlaceholderData,
  });

  // Keyed by product id, not by row: what was counted on page 1 is still there after visiting page 3.
  const [counts, setCounts] = useState<TTypedCounts>({});
  const [reason, setReason] = useState<TAdjustmentReason>('COUNT');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<TCheckErrors>(NO_ERRORS);
  const [serverError, setServerError] = useState<string | null>(null);
  // A second tap lands before React has re-rendered the button as disabled: this ref refuses it at once.
  const isSending = useRef(false);
  const isBusy = adjustment.isPending;
  const typedCount = Object.values(counts).filter((count) => countedValue(count) !== null).length;

  function setCount(productId: string, text: string, unit: TProductUnit) {
    setCounts((current) => ({ ...current, [productId]: { text, unit } }));
    setErrors((current) => {
      if (!(productId in current.lines) && current.form === null) return current;
      const lines = { ...current.lines };
      delete lines[productId];
      return { ...current, lines, form: null };
    });
  }

  async function publish() {
    if (isSending.current) return;
    setServerError(null);
    const checked = checkCount(counts, reason, note);
    if (!checked.ok) {
      setErrors({ lines: checked.lineErrors, form: checked.formError, note: checked.noteError });
      // A refused count on another page would otherwise go unseen.
      if (Object.keys(checked.lineErrors).length > 0) toast.error(COUNT_REFUSED);
      return;
    }
    setErrors(NO_ERRORS);
    isSending.current = true;
    try {
      const posted = await adjustment.mutateAsync(checked.request);
      toast.success(ADJUSTMENT_DONE);
      onDone(
        posted,
        Object.fromEntries(Object.entries(counts).map(([productId, count]) => [productId, count.unit])),
      );
    } catch (error) {
      setServerError(stockErrorMessage(error));
    } finally {
      isSending.current = false;
    }
  }

  const list = products.data?.data ?? [];
  let body;
  if (products.isPending) {
    body = <ListSpinner label="Cargando productos..." />;
  } else if (products.isError) {
    body = (
      <ErrorState
        message={LOAD_ERRORS.products}
        onRetry={() => void products.refetch()}
        isRetrying={products.isRefetching}
      />
    );
  } else if (list.length === 0) {
    body = search ? (
      <EmptyState icon={Search} title={PRODUCT_MESSAGES.noMatch} />
    ) : (
      <EmptyState icon={Package} title={PRODUCT_MESSAGES.empty} />
    );
  } else {
    body = (
      <>
        <ul className="grid gap-3" aria-label="Productos a contar">
          {list.map((product) => (
            <CountRow
              key={product.id}
              product={product}
              text={counts[product.id]?.text ?? ''}
              error={errors.lines[product.id]}
              isDisabled={isBusy}
              onChange={(text) => setCount(product.id, text, product.unit)}
            />
          ))}
        </ul>
        <Pagination
          page={paging.page}
          totalPages={products.data.totalPages}
          onPageChange={paging.setPage}
          hideWhenSinglePage
          isDisabled={products.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <form
      noValidate
      aria-label="Conteo físico"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void publish();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Motivo">
          {(field) => (
            <Select
              {...field}
              value={reason}
              disabled={isBusy}
              onChange={(event) => setReason(event.target.value as TAdjustmentReason)}
            >
              {ADJUSTMENT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {ADJUSTMENT_REASON_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div>
          <Label htmlFor="count-search">Buscar producto</Label>
          <SearchInput
            id="count-search"
            placeholder="Nombre o SKU..."
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
      </div>
      <div aria-busy={products.isFetching || undefined}>{body}</div>
      <FormField label="Nota (opcional)" error={errors.note ?? undefined}>
        {(field) => (
          <Textarea
            {...field}
            className="min-h-16"
            maxLength={CASH_MOVEMENT_REASON_MAX}
            value={note}
            disabled={isBusy}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      <FieldError message={errors.form ?? undefined} />
      <FormError message={serverError} className="whitespace-pre-line" />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={isBusy}>
          {isBusy ? 'Publicando...' : 'Publicar ajuste'}
        </Button>
        <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
          {typedCount === 1 ? '1 producto contado' : `${typedCount} productos contados`}
        </p>
      </div>
    </form>
  );
}

/**
 * "Conteo físico" (design §13): the seller types what is on the shelf for the products counted, sees each
 * difference as it is typed, and posts only those lines; the stock becomes what was counted.
 */
export function CountScreen() {
  const [done, setDone] = useState<{ adjustment: TAdjustment; units: TCountedUnits } | null>(null);
  if (done) return <CountSummary {...done} onAnother={() => setDone(null)} />;
  return <CountForm onDone={(adjustment, units) => setDone({ adjustment, units })} />;
}
