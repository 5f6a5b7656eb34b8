import { Link } from 'react-router';
import { FileSpreadsheet } from 'lucide-react';
import { isAdminRole } from '@cuadre/shared/users/constants';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { AllDataDownload } from '@/features/exports/components/all-data-download';
import { ChangePasswordDialog } from '@/features/profile/components/change-password-dialog';
import { IgtfSettingsCard } from '@/features/profile/components/igtf-settings-card';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { ShopDocumentCard } from '@/features/profile/components/shop-document-card';
import { ProfileEditForm } from '@/features/profile/components/profile-edit-form';
import { PendingEmailNotice } from '@/features/profile/components/pending-email-notice';
import { DevicesCard } from '@/features/team/device/devices-card';
import { TeamCard } from '@/features/team/components/team-card';
import { useAppStore } from '@/stores/app-store';

/**
 * /dashboard/profile (spec §2 Profile): the seller's data, 'Editar Perfil', 'Cambiar Contraseña', the IGTF, the
 * shop's data for documents, the team, and 'Descargar todos mis datos' with the way to the export screen.
 */
export function Component() {
  const user = useAppStore((state) => state.user);
  return (
    <>
      <PageHeader title="Mi Perfil" actions={<ChangePasswordDialog />} />
      {/* The guard lets no one in without a session; the check only narrows the type. */}
      {user && (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <ProfileDetails user={user} />
            <PendingEmailNotice />
            {/* A seller's setting (design §10): an admin sells nothing. */}
            {!isAdminRole(user.role) && <IgtfSettingsCard />}
            {!isAdminRole(user.role) && <ShopDocumentCard />}
            {/* Design §18: the owner's people; the section shows only to whoever may manage them. */}
            {!isAdminRole(user.role) && <TeamCard />}
            {/* Decision record 029: the shop's phones, for the owner and the managers. */}
            {!isAdminRole(user.role) && <DevicesCard />}
            {/* Design §15: the seller's own data, all of it or a table at a time. */}
            {!isAdminRole(user.role) && (
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
          <ProfileEditForm key={user.id} user={user} />
        </div>
      )}
    </>
  );
}
