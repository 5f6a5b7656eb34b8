import { Badge } from '@/components/ui/badge';

/** counted − recorded, as a seller reads a count: 'Sobrante +2' in green, 'Faltante −3' in red, 'Cuadra'. */
export function CountDifference({ difference, className }: { difference: number; className?: string }) {
  const tone = difference > 0 ? 'success' : difference < 0 ? 'danger' : 'neutral';
  const text =
    difference > 0 ? `Sobrante +${difference}` : difference < 0 ? `Faltante −${-difference}` : 'Cuadra';
  return (
    <Badge tone={tone} className={`text-sm tabular-nums ${className ?? ''}`}>
      {text}
    </Badge>
  );
}
