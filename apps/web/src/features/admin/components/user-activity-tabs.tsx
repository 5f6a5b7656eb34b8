import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from '@/components/ui/button';
import { useAdminClients } from '../api/get-admin-clients';
import { useAdminProducts } from '../api/get-admin-products';
import { useAdminSales } from '../api/get-admin-sales';
import { AdminClientsList } from './admin-clients-list';
import { AdminProductsList } from './admin-products-list';
import { AdminSalesList } from './admin-sales-list';
import { formatListTotal } from './admin-format';

const TABS = [
  { key: 'products', label: 'Products' },
  { key: 'clients', label: 'Clients' },
  { key: 'sales', label: 'Sales' },
] as const;
type TTabKey = (typeof TABS)[number]['key'];

/**
 * A seller's products, clients and sales, each tab with its count (spec §2 Admin user detail). The counts come
 * from the first page of each list, the same request the tab's panel makes, so opening a tab costs nothing more.
 * Keyboard: arrows move between tabs, Home/End to the ends (WAI-ARIA tabs pattern, automatic activation).
 */
export function UserActivityTabs({ userId }: { userId: string }) {
  const baseId = useId();
  const [active, setActive] = useState<TTabKey>('products');
  const tabRefs = useRef(new Map<TTabKey, HTMLButtonElement>());
  const counts = {
    products: useAdminProducts({ userId }).data,
    clients: useAdminClients({ userId }).data,
    sales: useAdminSales({ userId }).data,
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.key === active);
    const nextIndex = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    }[event.key];
    if (nextIndex === undefined) return;
    event.preventDefault();
    const next = TABS[nextIndex];
    if (!next) return;
    setActive(next.key);
    tabRefs.current.get(next.key)?.focus();
  }

  return (
    <section aria-label="Activity" className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label="Activity"
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {TABS.map((tab) => {
          const page = counts[tab.key];
          const isActive = tab.key === active;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.key, element);
                else tabRefs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.key}-tab`}
              aria-selected={isActive}
              aria-controls={`${baseId}-${tab.key}-panel`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => setActive(tab.key)}
              className={cn(
                '-mb-px flex min-h-11 items-center gap-2 border-b-2 px-4 text-sm font-medium whitespace-nowrap',
                isActive
                  ? 'border-teal-700 text-teal-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
                focusRing,
              )}
            >
              {tab.label}{' '}
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800 tabular-nums">
                {page ? formatListTotal(page.total, page.isTotalCapped) : '…'}
              </span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-${active}-panel`} aria-labelledby={`${baseId}-${active}-tab`}>
        {active === 'products' && <AdminProductsList userId={userId} />}
        {active === 'clients' && <AdminClientsList userId={userId} />}
        {active === 'sales' && <AdminSalesList userId={userId} />}
      </div>
    </section>
  );
}
