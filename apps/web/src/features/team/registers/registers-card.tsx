import { useState, type FormEvent } from 'react';
import { ZRegisterCreateRequest } from '@cuadre/shared/team/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useAddRegister, useRegisters } from '../api/registers';
import { REGISTER_TEXTS } from './register-texts';
import { TeamNotice, type TNotice } from '../components/team-notice';

/** Perfil's 'Cajas', for the owner: the shop's registers, whether each has its till open, and a new one. */
export function RegistersCard() {
  const registers = useRegisters();
  const [notice, setNotice] = useState<TNotice | null>(null);

  let body;
  if (registers.isPending) {
    body = (
      <div className="flex justify-center py-6 text-teal-400">
        <Spinner label={REGISTER_TEXTS.loading} />
      </div>
    );
  } else if (registers.isError) {
    body = (
      <ErrorState
        className="mt-4"
        message={REGISTER_TEXTS.loadError}
        onRetry={() => void registers.refetch()}
        isRetrying={registers.isRefetching}
      />
    );
  } else {
    body = (
      <ul className="mt-4 divide-y divide-slate-700">
        {registers.data.map((register) => (
          <li key={register.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <span className="font-medium break-words">{register.name}</span>
            <span className="flex flex-wrap gap-2">
              {register.isMain && <Badge tone="info">{REGISTER_TEXTS.main}</Badge>}
              <Badge tone={register.openSessionId ? 'success' : 'neutral'}>
                {register.openSessionId ? REGISTER_TEXTS.open : REGISTER_TEXTS.closed}
              </Badge>
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="registers-title" className="rounded-2xl bg-slate-900 p-6 ring-1 ring-slate-700">
      <h2 id="registers-title" className="text-lg font-semibold">
        {REGISTER_TEXTS.title}
      </h2>
      <p className="mt-1 text-sm text-slate-300">{REGISTER_TEXTS.explanation}</p>
      {body}
      <TeamNotice notice={notice} className="mt-3" />
      <AddRegisterForm onNotice={setNotice} />
    </section>
  );
}

function AddRegisterForm({ onNotice }: { onNotice: (notice: TNotice | null) => void }) {
  const add = useAddRegister();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    const checked = ZRegisterCreateRequest.safeParse({ name });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onNotice(null);
    add.mutate(checked.data.name, {
      onSuccess: (register) => {
        setName('');
        onNotice({ tone: 'success', text: REGISTER_TEXTS.added(register.name) });
      },
      onError: (failure) => setError(isApiError(failure) ? failure.message : REGISTER_TEXTS.addError),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField label={REGISTER_TEXTS.name} error={error} className="flex-1">
        {(field) => (
          <Input
            {...field}
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={REGISTER_TEXTS.namePlaceholder}
            maxLength={40}
          />
        )}
      </FormField>
      <Button type="submit" isLoading={add.isPending}>
        {add.isPending ? REGISTER_TEXTS.adding : REGISTER_TEXTS.add}
      </Button>
    </form>
  );
}
