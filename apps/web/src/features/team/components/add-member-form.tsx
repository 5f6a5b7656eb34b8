import { useState, type FormEvent } from 'react';
import { SHOP_ROLE_LABELS } from '@cuadre/shared/team/constants';
import { GIVEN_ROLES, ZMemberCreateRequest, type TMemberCreateRequest } from '@cuadre/shared/team/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useAddMember } from '../api/members';
import { TEAM_TEXTS } from './team-texts';
import { TeamNotice, type TNotice } from './team-notice';

type TField = 'name' | 'role' | 'email' | 'pin';

const EMPTY = { name: '', role: 'CASHIER' as TMemberCreateRequest['role'], email: '', pin: '' };

/**
 * The owner adds a member: with an e-mail, who gets an invitation and signs in with it; with a PIN, who works on
 * the shop's devices; or both. The form is checked with the server's own schema first; a field left empty is
 * not sent.
 */
export function AddMemberForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [notice, setNotice] = useState<TNotice | null>(null);
  const mutation = useAddMember();

  function change(field: TField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setNotice(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const checked = ZMemberCreateRequest.safeParse({
      name: values.name,
      role: values.role,
      ...(values.email.trim() ? { email: values.email } : {}),
      ...(values.pin ? { pin: values.pin } : {}),
    });
    if (!checked.success) {
      const found: Partial<Record<TField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as TField;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    mutation.mutate(checked.data, {
      onSuccess: () => {
        const { name, email } = checked.data;
        setNotice({
          tone: 'success',
          text: email ? TEAM_TEXTS.invited(name, email) : TEAM_TEXTS.added(name),
        });
        setValues(EMPTY);
      },
      onError: (error) =>
        setNotice({ tone: 'error', text: isApiError(error) ? error.message : TEAM_TEXTS.addError }),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="team-add-title" className="mt-6 space-y-3">
      <h3 id="team-add-title" className="text-base font-semibold">
        {TEAM_TEXTS.addTitle}
      </h3>
      <FormField label={TEAM_TEXTS.name} error={errors.name}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            disabled={mutation.isPending}
          />
        )}
      </FormField>
      <FormField label={TEAM_TEXTS.role} error={errors.role}>
        {(control) => (
          <Select
            {...control}
            value={values.role}
            onChange={(event) => change('role', event.target.value)}
            disabled={mutation.isPending}
          >
            {GIVEN_ROLES.map((role) => (
              <option key={role} value={role}>
                {SHOP_ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={TEAM_TEXTS.email} error={errors.email} hint={TEAM_TEXTS.emailHint}>
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            disabled={mutation.isPending}
          />
        )}
      </FormField>
      <FormField label={TEAM_TEXTS.pin} error={errors.pin} hint={TEAM_TEXTS.pinHint}>
        {(control) => (
          <Input
            {...control}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            value={values.pin}
            onChange={(event) => change('pin', event.target.value)}
            disabled={mutation.isPending}
            className="max-w-40"
          />
        )}
      </FormField>
      <TeamNotice notice={notice} />
      <Button type="submit" isLoading={mutation.isPending}>
        {mutation.isPending ? TEAM_TEXTS.adding : TEAM_TEXTS.add}
      </Button>
    </form>
  );
}
