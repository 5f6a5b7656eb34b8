import { SHOP_ROLE_LABELS } from '@cuadre/shared/team/constants';
import type { TAccountShop } from '@cuadre/shared/team/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';
import { useSwitchShop } from '../api/account-shops';
import { SHOPS_TEXTS } from './shop-texts';

/**
 * The shops a person works in, each a button that starts a session there (POST /auth/switch-shop). The session's
 * own shop is marked and picking it again goes on without a new session.
 */
export function ShopPicker({ shops, onPicked }: { shops: TAccountShop[]; onPicked: () => void }) {
  const storeLogin = useAppStore((state) => state.login);
  const switchShop = useSwitchShop();
  const pick = (shop: TAccountShop) => {
    if (switchShop.isPending) return;
    if (shop.isCurrent) return onPicked();
    switchShop.mutate(shop.shopId, {
      onSuccess: ({ token, user }) => {
        storeLogin(token, user, shop.role);
        onPicked();
      },
    });
  };
  const failure = switchShop.error;

  return (
    <div className="space-y-3">
      <ul className="space-y-2">
        {shops.map((shop) => (
          <li key={shop.shopId}>
            <Button
              variant="secondary"
              className="h-auto w-full justify-between gap-3 py-3 text-left"
              aria-label={SHOPS_TEXTS.switchTo(shop.name)}
              disabled={switchShop.isPending}
              onClick={() => pick(shop)}
            >
              <span className="min-w-0 break-words">
                <span className="block font-medium">{shop.name}</span>
                <span className="block text-sm opacity-80">{SHOP_ROLE_LABELS[shop.role]}</span>
              </span>
              {shop.isCurrent && <Badge tone="info">{SHOPS_TEXTS.current}</Badge>}
            </Button>
          </li>
        ))}
      </ul>
      {switchShop.isPending && <p className="text-sm">{SHOPS_TEXTS.switching}</p>}
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          {isApiError(failure) ? failure.message : SHOPS_TEXTS.switchError}
        </p>
      )}
    </div>
  );
}
