import { useEffect } from 'react';
import { MailCheck } from 'lucide-react';
import { PROFILE_MESSAGES } from '@cuadre/shared/users/messages';
import { useAppStore } from '@/stores/app-store';
import { useOwnUser } from '@/hooks/use-own-user';

/**
 * The profile's word on a new e-mail waiting for its link. It reads the account as stored,
 * so it also brings the session's e-mail up to date once the link has been opened (on this device or another).
 */
export function PendingEmailNotice() {
  const own = useOwnUser();
  const sessionEmail = useAppStore((state) => state.user?.email);
  const updateUser = useAppStore((state) => state.updateUser);
  const storedEmail = own.data?.email;
  useEffect(() => {
    if (storedEmail && sessionEmail && storedEmail !== sessionEmail) updateUser({ email: storedEmail });
  }, [storedEmail, sessionEmail, updateUser]);

  const pendingEmail = own.data?.pendingEmail;
  if (!pendingEmail) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl bg-sky-950 px-4 py-3 text-sm break-words text-sky-100 ring-1 ring-sky-800"
    >
      <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0">{PROFILE_MESSAGES.emailChangePending(pendingEmail)}</span>
    </p>
  );
}
