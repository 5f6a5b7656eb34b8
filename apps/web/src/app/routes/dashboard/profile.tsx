import { isAdminRole } from '@cuadre/shared/constants';
import { PageHeader } from '@/components/ui/page-header';
import { ChangePasswordDialog } from '@/features/profile/components/change-password-dialog';
import { IgtfSettingsCard } from '@/features/profile/components/igtf-settings-card';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { ShopDocumentCard } from '@/features/profile/components/shop-document-card';
import { ProfileEditForm } from '@/features/profile/components/profile-edit-form';
import { PendingEmailNotice } from '@/features/profile/components/pending-email-notice';
import { useAppStore } from '@/stores/app-store';

/** /dashboard/profile (spec §2 Profile): the seller's data, 'Editar Perfil', 'Cambiar Contraseña', the IGTF and the shop's data for documents. */
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
          </div>
          {/* Keyed by user id: a different account signing in on this device starts from its own values. */}
          <ProfileEditForm key={user.id} user={user} />
        </div>
      )}
    </>
  );
}
