import { Navigate, useNavigate } from 'react-router';
import { PublicPage } from '@/components/layouts/public-page';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useAccountShops } from '@/features/auth/api/account-shops';
import { ShopPicker } from '@/features/auth/shops/shop-picker';
import { SHOPS_TEXTS } from '@/features/auth/shops/shop-texts';
import { useAppStore } from '@/stores/app-store';

/** /negocios: after signing in, a person who works in several shops picks the one to work in now. */
export function Component() {
  const isSignedIn = useAppStore((state) => state.token !== null);
  const navigate = useNavigate();
  const shops = useAccountShops(isSignedIn);
  if (!isSignedIn) return <Navigate to={paths.login} replace />;
  const toDashboard = () => navigate(paths.dashboard.root, { replace: true });
  return (
    <PublicPage>
      <AuthCard title={SHOPS_TEXTS.pickTitle} description={SHOPS_TEXTS.pickDescription}>
        {shops.isPending && (
          <div className="flex justify-center py-6 text-teal-600">
            <Spinner label={SHOPS_TEXTS.loading} />
          </div>
        )}
        {shops.isError && (
          <ErrorState
            message={SHOPS_TEXTS.loadError}
            onRetry={() => void shops.refetch()}
            isRetrying={shops.isRefetching}
          />
        )}
        {shops.data && <ShopPicker shops={shops.data} onPicked={toDashboard} />}
      </AuthCard>
    </PublicPage>
  );
}
