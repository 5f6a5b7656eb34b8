import type { ReactNode } from 'react';
import type { TShop } from '@cuadre/shared/team/schemas';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useShop } from '@/lib/shop-settings';

/**
 * A card of Perfil that edits part of the shop (GET and PUT /shop): its heading and explanation, the shop while
 * it loads or fails, then the form. The form is keyed by shop: another shop's settings start their own, and a
 * refresh after saving keeps what is typed.
 */
export function ShopSettingsSection({
  id,
  title,
  explanation,
  loading,
  loadError,
  children,
}: {
  id: string;
  title: string;
  explanation: string;
  loading: string;
  loadError: string;
  children: (shop: TShop) => ReactNode;
}) {
  const shop = useShop();
  let body;
  if (shop.isPending) {
    body = (
      <div className="flex justify-center py-6 text-teal-400">
        <Spinner label={loading} />
      </div>
    );
  } else if (shop.isError) {
    body = (
      <ErrorState
        className="mt-4"
        message={loadError}
        onRetry={() => void shop.refetch()}
        isRetrying={shop.isRefetching}
      />
    );
  } else {
    body = <div key={shop.data.memberId}>{children(shop.data)}</div>;
  }
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-slate-900 p-6 ring-1 ring-slate-700">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-300">{explanation}</p>
      {body}
    </section>
  );
}
