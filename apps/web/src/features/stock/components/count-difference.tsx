import type { TProductUnit } from '@cuadre/shared/products/constants';
import { Badge } from '@/components/ui/badge';
import { quantityText } from '@/lib/quantity';

/** counted − recorded, as a seller reads a count: 'Sobrante +2' in green, 'Faltante −3' in red, 'Cuadra'. */
export function CountDifference({
  difference,
  unit,
  className,
}: {
  difference: number;
  unit?: TProductUnit;
  className?: string;
}) {
  const tone = difference > 0 ? 'success' : difference < 0 ? 'danger' : 'neutral';
  let text = 'Cuadra';
  if (difference > 0) text = `Sobrante +${quantityText(difference, unit)}`;
  else if (difference < 0) text = `Faltante −${quantityText(-difference, unit)}`;
  return (
    <Badge tone={tone} className={`text-sm tabular-nums ${className ?? ''}`}>
      {text}
    </Badge>
  );
}
