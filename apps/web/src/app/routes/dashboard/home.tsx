import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { ClientSelect } from '@/features/clients/components/client-select';
import { MetricCards } from '@/features/dashboard/components/metric-cards';
import { CartProductSearch } from '@/features/products/components/cart-product-search';
import { ProductsQuickView } from '@/features/products/components/products-quick-view';
import { Cart } from '@/features/sales/components/cart';
import { RecentSales } from '@/features/sales/components/recent-sales';
import { useAfterPageLoad } from '@/hooks/use-after-page-load';
import { useShopPermission } from '@/hooks/use-shop-permission';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/stores/app-store';

const LowStockPanel = lazy(() =>
  import('@/features/stock/components/low-stock-panel').then((module) => ({ default: module.LowStockPanel })),
);

/**
 * "Por agotarse" (design §13), below the latest sales: its code and its request wait until the page's own data
 * has arrived and the browser is idle, so the first paint on a phone's 4G is not slowed by it.
 */
function LowStockWhenIdle() {
  const { ready } = useAfterPageLoad();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <LowStockPanel />
    </Suspense>
  );
}

/**
 * /dashboard: greeting, the four cards, the product strip, the cart, the latest sales (spec §2) and what is
 * running low (design §13).
 */
export function Component() {
  const name = useAppStore((state) => state.user?.name);
  const hasCartItems = useAppStore((state) => state.cartItems.length > 0);
  // A cashier sells and does not see the shop's money (decision record 029): the four cards are figures.
  const seesFigures = useShopPermission('figures.read') === 'allow';
  return (
    <>
      <PageHeader title="Principal" description={name ? `¡Bienvenido, ${name}!` : '¡Bienvenido!'} />
      {/* Room at the foot for the phone's cart bar, which would otherwise cover the last sales. */}
      <div className={cn('space-y-6', hasCartItems && 'pb-20 xl:pb-0')}>
        {seesFigures && <MetricCards />}
        {/* Phone: products, cart, latest sales; wide screens: the cart in its own column beside both. */}
        <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:grid-rows-[auto_1fr]">
          <div className="min-w-0">
            <ProductsQuickView />
          </div>
          <div className="min-w-0 xl:row-span-2">
            <Cart clientField={<ClientSelect />} productSearch={<CartProductSearch />} />
          </div>
          <div className="min-w-0 space-y-6">
            <RecentSales />
            <LowStockWhenIdle />
          </div>
        </div>
      </div>
    </>
  );
}
