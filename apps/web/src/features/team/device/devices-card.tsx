import { useState, type FormEvent } from 'react';
import { ZDeviceEnrolRequest, type TShopDevice } from '@cuadre/shared/team/schemas';
import { formatDateTimeEs } from '@cuadre/shared/common/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSellerTimeZone } from '@/hooks/use-seller-time-zone';
import { isApiError } from '@/lib/api-client';
import { MAIN_REGISTER_NAME } from '@cuadre/shared/team/constants';
import { useDevices, useEnrolDevice, useRemoveDevice } from '../api/devices';
import { useRegisters } from '../api/registers';
import { REGISTER_TEXTS } from '../registers/register-texts';
import { DEVICE_TEXTS } from './device-texts';
import { forgetShopDevice, keepShopDevice, useShopDevice } from './shop-device';
import { TeamNotice, type TNotice } from '../components/team-notice';

/**
 * The shop's phones in Perfil (decision record 029), for the owner and the managers (anyone else gets 403 and
 * sees no section): enrol this phone, see the others, remove one.
 */
export function DevicesCard() {
  const devices = useDevices();
  const [notice, setNotice] = useState<TNotice | null>(null);
  if (devices.isError && isApiError(devices.error) && devices.error.status === 403) return null;

  let body;
  if (devices.isPending) {
    body = (
      <div className="flex justify-center py-6 text-teal-400">
        <Spinner label={DEVICE_TEXTS.loading} />
      </div>
    );
  } else if (devices.isError) {
    body = (
      <ErrorState
        className="mt-4"
        message={DEVICE_TEXTS.loadError}
        onRetry={() => void devices.refetch()}
        isRetrying={devices.isRefetching}
      />
    );
  } else {
    body = (
      <>
        {devices.data.length === 0 ? (
          <p className="mt-4 text-sm text-slate-400">{DEVICE_TEXTS.none}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-700">
            {devices.data.map((device) => (
              <DeviceRow key={device.id} device={device} onNotice={setNotice} />
            ))}
          </ul>
        )}
        <TeamNotice notice={notice} className="mt-3" />
        <EnrolForm devices={devices.data} onNotice={setNotice} />
      </>
    );
  }
  return (
    <section aria-labelledby="devices-title" className="rounded-2xl bg-slate-900 p-6 ring-1 ring-slate-700">
      <h2 id="devices-title" className="text-lg font-semibold">
        {DEVICE_TEXTS.title}
      </h2>
      <p className="mt-1 text-sm text-slate-300">{DEVICE_TEXTS.explanation}</p>
      {body}
    </section>
  );
}

function DeviceRow({ device, onNotice }: { device: TShopDevice; onNotice: (notice: TNotice) => void }) {
  const thisDevice = useShopDevice();
  const timeZone = useSellerTimeZone();
  const remove = useRemoveDevice();
  const [isConfirming, setIsConfirming] = useState(false);
  const isThis = thisDevice?.deviceId === device.id;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words">{device.name}</p>
        <div className="mt-1 flex flex-wrap gap-2 text-sm text-slate-400">
          {isThis && <Badge tone="info">{DEVICE_TEXTS.thisDevice}</Badge>}
          {device.registerName !== MAIN_REGISTER_NAME && (
            <span>{REGISTER_TEXTS.atRegister(device.registerName)}</span>
          )}
          {device.enrolledBy && <span>{DEVICE_TEXTS.enrolledBy(device.enrolledBy)}</span>}
          {device.lastSeenAt && (
            <span>{DEVICE_TEXTS.lastSeen(formatDateTimeEs(device.lastSeenAt, timeZone))}</span>
          )}
        </div>
      </div>
      <Button variant="ghost" disabled={remove.isPending} onClick={() => setIsConfirming(true)}>
        {DEVICE_TEXTS.remove}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={DEVICE_TEXTS.removeTitle(device.name)}
        description={DEVICE_TEXTS.removeDescription}
        confirmLabel={DEVICE_TEXTS.remove}
        pendingLabel={DEVICE_TEXTS.removing}
        confirmVariant="danger"
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(device.id, {
            onSuccess: () => {
              setIsConfirming(false);
              if (isThis) forgetShopDevice();
              onNotice({ tone: 'success', text: DEVICE_TEXTS.removed(device.name) });
            },
            onError: (error) => {
              setIsConfirming(false);
              onNotice({ tone: 'error', text: isApiError(error) ? error.message : DEVICE_TEXTS.changeError });
            },
          })
        }
      />
    </li>
  );
}

/** Enrols the phone in hand; one already enrolled (and still listed) says so instead. */
function EnrolForm({ devices, onNotice }: { devices: TShopDevice[]; onNotice: (notice: TNotice) => void }) {
  const thisDevice = useShopDevice();
  const enrol = useEnrolDevice();
  const [name, setName] = useState('');
  const [registerId, setRegisterId] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Which caja the phone sells at, asked only of a shop that has more than "Caja principal".
  const registers = useRegisters();
  const choices = registers.data && registers.data.length > 1 ? registers.data : null;
  if (thisDevice && devices.some((device) => device.id === thisDevice.deviceId)) {
    return <p className="mt-4 text-sm text-slate-300">{DEVICE_TEXTS.alreadyThis}</p>;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (enrol.isPending) return;
    const checked = ZDeviceEnrolRequest.safeParse({ name, ...(registerId ? { registerId } : {}) });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    enrol.mutate(checked.data, {
      onSuccess: (enrolment) => {
        keepShopDevice(enrolment);
        setName('');
        onNotice({ tone: 'success', text: DEVICE_TEXTS.enrolled(enrolment.name) });
      },
      onError: (failure) => setError(isApiError(failure) ? failure.message : DEVICE_TEXTS.changeError),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField label={DEVICE_TEXTS.name} error={error} className="flex-1">
        {(field) => (
          <Input
            {...field}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={DEVICE_TEXTS.namePlaceholder}
            maxLength={60}
          />
        )}
      </FormField>
      {choices && (
        <FormField label={REGISTER_TEXTS.deviceRegister} className="sm:w-48">
          {(field) => (
            <Select {...field} value={registerId} onChange={(event) => setRegisterId(event.target.value)}>
              {choices.map((register) => (
                <option key={register.id} value={register.isMain ? '' : register.id}>
                  {register.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      <Button type="submit" isLoading={enrol.isPending}>
        {enrol.isPending ? DEVICE_TEXTS.enrolling : DEVICE_TEXTS.enrol}
      </Button>
    </form>
  );
}
