import { PageHeader } from '@/components/ui/page-header';
import { ClientSelect } from '@/features/clients/components/client-select';
import { MetricCards } from '@/features/dashboard/components/metric-cards';
import { ProductsQuickView } from '@/features/products/components/products-quick-view';
import { Cart } from '@/features/sales/components/cart';
import { RecentSales } from '@/features/sales/components/recent-sales';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/stores/app-store';

/** /dashboard: greeting, the four cards, the product strip, the cart and the latest sales (spec §2). */
export function Component() {
  const name = useAppStore((state) => state.user?.name);
  const hasCartItems = useAppStore((state) => state.cartItems.length > 0);
  return (
    <>
      <PageHeader title="Principal" description={name ? `¡Bienvenido, ${name}!` : '¡Bienvenido!'} />
      {/* Room at the foot for the phone's cart bar, which would otherwise cover the last sales. */}
      <div className={cn('space-y-6', hasCartItems && 'pb-20 xl:pb-0')}>
        <MetricCards />
        {/* Phone: products, cart, latest sales; wide screens: the cart in its own column beside both. */}
        <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem] xl:grid-rows-[auto_1fr]">
          <div className="min-w-0">
            <ProductsQuickView />
          </div>
          <div className="min-w-0 xl:row-span-2">
            <Cart clientField={<ClientSelect />} />
          </div>
          <div className="min-w-0">
            <RecentSales />
          </div>
        </div>
      </div>
    </>
  );
}
