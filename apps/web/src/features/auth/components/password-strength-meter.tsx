import { PASSWORD_STRENGTH_MAX } from '@cuadre/shared/auth/constants';
import { passwordStrength, type TPasswordScore } from '@cuadre/shared/auth/password';
import { cn } from '@/lib/cn';

// One colour per score; every filled segment takes the colour of the current score.
const SCORE_COLORS: Record<TPasswordScore, string> = {
  0: 'bg-slate-200',
  1: 'bg-red-600',
  2: 'bg-orange-500',
  3: 'bg-yellow-500',
  4: 'bg-lime-600',
  5: 'bg-green-600',
};

const SEGMENTS = Array.from({ length: PASSWORD_STRENGTH_MAX }, (_, index) => index + 1);

/**
 * Five-segment strength meter (spec §2 step 2, §5): one point each for length ≥ 8, upper, lower, digit and
 * special character, labelled Muy Débil … Muy Fuerte. Announced as a meter with its label as the value text.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div className="mt-2" id={id}>
      <div
        role="meter"
        aria-label="Seguridad de la contraseña"
        aria-valuemin={0}
        aria-valuemax={PASSWORD_STRENGTH_MAX}
        aria-valuenow={score}
        aria-valuetext={label || 'Sin contraseña'}
        className="flex gap-1"
      >
        {SEGMENTS.map((segment) => (
          <span
            key={segment}
            data-filled={segment <= score}
            className={cn(
              'h-1.5 flex-1 rounded-full transition-colors',
              segment <= score ? SCORE_COLORS[score] : SCORE_COLORS[0],
            )}
          />
        ))}
      </div>
      <p className="mt-1 min-h-5 text-xs text-slate-700">
        {label && (
          <>
            Seguridad: <span className="font-semibold">{label}</span>
          </>
        )}
      </p>
    </div>
  );
}
