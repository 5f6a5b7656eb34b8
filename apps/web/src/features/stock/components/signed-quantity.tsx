import { cn } from '@/lib/cn';

/** '+12' in green, '−3' in red (a real minus sign), '0' plain: how much a movement or a count moved the stock. */
export function SignedQuantity({ value, className }: { value: number; className?: string }) {
  const text = value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0';
  return (
    <span
      className={cn(
        'font-semibold tabular-nums',
        value > 0 && 'text-green-700 dark:text-green-400',
        value < 0 && 'text-red-700 dark:text-red-400',
        className,
      )}
    >
      {text}
    </span>
  );
}
