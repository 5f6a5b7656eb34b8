import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAccountShops } from '../api/account-shops';
import { ShopPicker } from './shop-picker';
import { SHOPS_TEXTS } from './shop-texts';

/**
 * Perfil's 'Tus negocios', only for a person who works in more than one shop: an owner alone never sees it.
 * Picking another shop starts a session there and opens its dashboard.
 */
export function AccountShopsCard() {
  const shops = useAccountShops();
  const navigate = useNavigate();
  if (!shops.data || shops.data.length < 2) return null;
  return (
    <section
      aria-labelledby="account-shops-title"
      className="rounded-2xl bg-slate-900 p-6 ring-1 ring-slate-700"
    >
      <h2 id="account-shops-title" className="text-lg font-semibold">
        {SHOPS_TEXTS.cardTitle}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-300">{SHOPS_TEXTS.cardExplanation}</p>
      <ShopPicker shops={shops.data} onPicked={() => navigate(paths.dashboard.root)} />
    </section>
  );
}
