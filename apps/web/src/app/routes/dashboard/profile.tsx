import { Link } from 'react-router';
import { FileSpreadsheet } from 'lucide-react';
import { isAdminRole } from '@cuadre/shared/users/constants';
import { permissionOf, type TShopAction } from '@cuadre/shared/team/permissions';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { AllDataDownload } from '@/features/exports/components/all-data-download';
import { ChangePasswordDialog } from '@/features/profile/components/change-password-dialog';
import { FiadoSettingsCard } from '@/features/profile/components/fiado-settings-card';
import { DiscountLimitsCard } from '@/features/profile/components/discount-limits-card';
import { IvaSettingsCard } from '@/features/profile/components/iva-settings-card';
import { ReferenceCurrencyCard } from '@/features/profile/components/reference-currency-card';
import { canUseDollarRate } from '@/hooks/use-format-money';
import { ScaleSettingsCard } from '@/features/profile/components/scale-settings-card';
import { IgtfSettingsCard } from '@/features/profile/components/igtf-settings-card';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { ShopDocumentCard } from '@/features/profile/components/shop-document-card';
import { ProfileEditForm } from '@/features/profile/components/profile-edit-form';
import { PendingEmailNotice } from '@/features/profile/components/pending-email-notice';
import { AuditCard } from '@/features/team/audit/audit-card';
import { AccountShopsCard } from '@/features/auth/shops/account-shops-card';
import { DevicesCard } from '@/features/team/device/devices-card';
import { RegistersCard } from '@/features/team/registers/registers-card';
import { TeamCard } from '@/features/team/components/team-card';
import { decodeJwt } from '@/lib/jwt';
import { useAppStore } from '@/stores/app-store';

const PIN_SESSION_NOTE =
  'Entraste con tu PIN en un equipo del negocio. Tu nombre y tu PIN los cambia el dueño en Perfil → Equipo.';

/**
 * /dashboard/profile (spec §2 Profile): the seller's data, 'Editar Perfil', 'Cambiar Contraseña', the IGTF, the
 * fiado, the shop's data for documents, the team, and 'Descargar todos mis datos' with the way to the export screen.
 */
export function Component() {
  const user = useAppStore((state) => state.user);
  const shopRole = useAppStore((state) => state.shopRole) ?? 'OWNER';
  // A PIN session on a shop phone has no account of its own to change (decision record 029).
  const isPinSession = useAppStore((state) => decodeJwt(state.token)?.device !== undefined);
  const may = (action: TShopAction) => permissionOf(shopRole, action) === 'allow';
  return (
    <>
      <PageHeader title="Mi Perfil" actions={isPinSession ? undefined : <ChangePasswordDialog />} />
      {/* The guard lets no one in without a session; the check only narrows the type. */}
      {user && (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <ProfileDetails user={user} />
            {isPinSession ? (
              <p className="rounded-lg bg-slate-800 px-3 py-2 text-sm text-slate-200">{PIN_SESSION_NOTE}</p>
            ) : (
              <PendingEmailNotice />
            )}
            {/* The shop's settings (design §10, §12), for whoever may edit the shop; an admin sells nothing. */}
            {!isAdminRole(user.role) && may('shop.edit') && <IgtfSettingsCard />}
            {/* Decision record 030: the shop's default credit limit and term, for the owner. */}
            {!isAdminRole(user.role) && may('shop.edit') && <FiadoSettingsCard />}
            {!isAdminRole(user.role) && may('shop.edit') && <ScaleSettingsCard />}
            {/* Design §10: a Venezuelan shop may price in euros at the BCV's cross. */}
            {canUseDollarRate(user) && may('shop.edit') && <ReferenceCurrencyCard />}
            {/* Decision record 031: each role's maximum discount, for the owner. */}
            {!isAdminRole(user.role) && may('shop.edit') && <DiscountLimitsCard />}
            {/* Decision record 032: whether the shop charges IVA, and on which prices. */}
            {!isAdminRole(user.role) && may('shop.edit') && <IvaSettingsCard />}
            {!isAdminRole(user.role) && may('shop.edit') && <ShopDocumentCard />}
            {/* A person who works in several shops changes between them here. */}
            {!isAdminRole(user.role) && !isPinSession && <AccountShopsCard />}
            {/* Design §18: the owner's people; the section shows only to whoever may manage them. */}
            {!isAdminRole(user.role) && <TeamCard />}
            {/* Decision record 029: the shop's cajas, for the owner. */}
            {!isAdminRole(user.role) && may('shop.edit') && <RegistersCard />}
            {/* Decision record 029: the shop's phones, for the owner and the managers. */}
            {!isAdminRole(user.role) && <DevicesCard />}
            {/* The shop's record of who did what, for the owner. */}
            {!isAdminRole(user.role) && <AuditCard />}
            {/* Design §15: the seller's own data, all of it or a table at a time. */}
            {!isAdminRole(user.role) && may('export') && (
              <AllDataDownload>
                <Link
                  to={paths.dashboard.exports}
                  className={buttonClasses({ variant: 'ghost', className: 'self-start' })}
                >
                  <FileSpreadsheet aria-hidden="true" className="size-4" />
                  Exportar datos por tabla y fechas
                </Link>
              </AllDataDownload>
            )}
          </div>
          {/* Keyed by user id: a different account signing in on this device starts from its own values. */}
          {!isPinSession && <ProfileEditForm key={user.id} user={user} editsShopCountry={may('shop.edit')} />}
        </div>
      )}
    </>
  );
}
