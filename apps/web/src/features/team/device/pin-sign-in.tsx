import { useState, type FormEvent } from 'react';
import { SHOP_ROLE_LABELS, type TShopRole } from '@cuadre/shared/team/constants';
import { ZMemberPin, type TDeviceMember } from '@cuadre/shared/team/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';
import { useDeviceMembers, usePinLogin } from '../api/devices';
import { PIN_TEXTS } from './device-texts';
import { useShopDevice } from './shop-device';

/**
 * The PIN screen of a shop device (decision record 029): who works here, then that member's PIN. A right PIN
 * replaces whatever session the phone had. A phone the shop removed (or whose shop is stopped) keeps what it was
 * given and says how to enrol it: the owner may remove it for good from Perfil.
 */
export function PinSignIn({ onSignedIn }: { onSignedIn: (role: TShopRole) => void }) {
  const device = useShopDevice();
  const members = useDeviceMembers(device?.deviceToken ?? null);
  const [chosen, setChosen] = useState<TDeviceMember | null>(null);
  const isUnknownDevice =
    !device || (members.isError && isApiError(members.error) && members.error.code === 'DEVICE_NOT_ENROLLED');

  if (isUnknownDevice) {
    return (
      <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {PIN_TEXTS.notEnrolled}
      </p>
    );
  }
  if (members.isPending) {
    return (
      <div className="flex justify-center py-6 text-teal-600">
        <Spinner label={PIN_TEXTS.loading} />
      </div>
    );
  }
  if (members.isError) {
    return (
      <ErrorState
        message={PIN_TEXTS.loadError}
        onRetry={() => void members.refetch()}
        isRetrying={members.isRefetching}
      />
    );
  }
  if (members.data.length === 0) return <p className="text-sm text-slate-700">{PIN_TEXTS.nobody}</p>;
  if (chosen) {
    return (
      <PinForm
        deviceToken={device.deviceToken}
        member={chosen}
        onBack={() => setChosen(null)}
        onSignedIn={onSignedIn}
      />
    );
  }
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-slate-800">{PIN_TEXTS.who}</legend>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {members.data.map((member) => (
          <li key={member.id}>
            <button
              type="button"
              onClick={() => setChosen(member)}
              className="flex min-h-12 w-full flex-col items-start rounded-xl px-4 py-3 text-left ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-600"
            >
              <span className="font-medium break-words text-slate-900">{member.name}</span>
              <span className="mt-1 flex flex-wrap gap-2 text-sm text-slate-600">
                {SHOP_ROLE_LABELS[member.role]}
                {member.isLocked && <Badge tone="danger">{PIN_TEXTS.locked}</Badge>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function PinForm({
  deviceToken,
  member,
  onBack,
  onSignedIn,
}: {
  deviceToken: string;
  member: TDeviceMember;
  onBack: () => void;
  onSignedIn: (role: TShopRole) => void;
}) {
  const storeLogin = useAppStore((state) => state.login);
  const pinLogin = usePinLogin();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pinLogin.isPending) return;
    const checked = ZMemberPin.safeParse(pin);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    pinLogin.mutate(
      { deviceToken, memberId: member.id, pin: checked.data },
      {
        onSuccess: (session) => {
          storeLogin(session.token, session.user, session.member.role);
          onSignedIn(session.member.role);
        },
        onError: (failure) => {
          setPin('');
          setError(isApiError(failure) ? failure.message : PIN_TEXTS.loadError);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-label={PIN_TEXTS.title}>
      <p className="font-medium text-slate-900">
        {member.name} <span className="text-sm text-slate-600">· {SHOP_ROLE_LABELS[member.role]}</span>
      </p>
      <FormField label={PIN_TEXTS.pin} error={error}>
        {(field) => (
          <Input
            {...field}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            maxLength={6}
            value={pin}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
            className="text-center text-2xl tracking-[0.5em]"
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" isLoading={pinLogin.isPending}>
        {pinLogin.isPending ? PIN_TEXTS.entering : PIN_TEXTS.enter}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack} disabled={pinLogin.isPending}>
        {PIN_TEXTS.other}
      </Button>
    </form>
  );
}
