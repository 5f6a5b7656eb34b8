import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { VERIFICATION_MESSAGES } from '@cuadre/shared/auth/messages';
import { ZResendVerificationRequest } from '@cuadre/shared/auth/schemas';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useResendVerification } from '../api/resend-verification';

type TNotice = { tone: 'success' | 'error'; text: string };

export type TResendVerificationFormProps = {
  /** Pre-fills the e-mail (the verify page knows none; kept for callers that do). */
  defaultEmail?: string;
  className?: string;
};

/**
 * Resend the verification link (spec §2, §5, §8): the e-mail is trimmed; a blank one is refused with
 * 'Por favor, ingresa tu email'; success and failure are announced as alerts with the spec's texts, and a
 * success offers the way back to login.
 */
export function ResendVerificationForm({ defaultEmail = '', className }: TResendVerificationFormProps) {
  const inputId = useId();
  const noticeId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const resendMutation = useResendVerification();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setNotice({ tone: 'error', text: VERIFICATION_MESSAGES.resendEmailRequired });
      return;
    }
    const parsed = ZResendVerificationRequest.safeParse({ email: trimmed });
    if (!parsed.success) {
      setNotice({
        tone: 'error',
        text: VERIFICATION_MESSAGES.resendError(parsed.error.issues[0]?.message ?? ''),
      });
      return;
    }
    setNotice(null);
    resendMutation.mutate(parsed.data, {
      onSuccess: () => setNotice({ tone: 'success', text: VERIFICATION_MESSAGES.resendSuccess }),
      onError: (error) =>
        setNotice({
          tone: 'error',
          text: VERIFICATION_MESSAGES.resendError(
            isApiError(error) ? error.message : VERIFICATION_MESSAGES.unexpected,
          ),
        }),
    });
  };

  const isSent = notice?.tone === 'success';
  return (
    <div className={className}>
      {!isSent && (
        <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Reenviar verificación">
          <div>
            <Label htmlFor={inputId}>Correo electrónico</Label>
            <Input
              id={inputId}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              invalid={notice?.tone === 'error' && !email.trim()}
              aria-describedby={notice ? noticeId : undefined}
            />
          </div>
          <Button type="submit" size="lg" className="w-full" isLoading={resendMutation.isPending}>
            {resendMutation.isPending ? 'Enviando...' : 'Reenviar enlace de verificación'}
          </Button>
        </form>
      )}
      {notice && (
        <p
          id={noticeId}
          role="alert"
          className={cn(
            'mt-3 rounded-lg px-3 py-2 text-sm',
            notice.tone === 'success' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800',
          )}
        >
          {notice.text}
        </p>
      )}
      {isSent && (
        <Link to={paths.login} className={buttonClasses({ size: 'lg', className: 'mt-4 w-full' })}>
          Volver al inicio de sesión
        </Link>
      )}
    </div>
  );
}
