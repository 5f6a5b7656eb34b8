import { cn } from '@/lib/cn';

const TONES = {
  sobrante: 'bg-green-100 text-green-800',
  faltante: 'bg-red-100 text-red-800',
  cuadra: 'bg-slate-100 text-slate-800',
} as const;

/** counted − recorded, as a seller reads a count: 'Sobrante +2' in green, 'Faltante −3' in red, 'Cuadra'. */
export function CountDifference({ difference, className }: { difference: number; className?: string }) {
  const tone = difference > 0 ? 'sobrante' : difference < 0 ? 'faltante' : 'cuadra';
  const text =
    difference > 0 ? `Sobrante +${difference}` : difference < 0 ? `Faltante −${-difference}` : 'Cuadra';
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap tabular-nums',
        TONES[tone],
        className,
      )}
    >
      {text}
    </span>
  );
}
