import { daysLate } from '@cuadre/shared/credit/credit-rules';
import { dueDateLabel } from '@cuadre/shared/credit/messages';
import { Badge } from '@/components/ui/badge';
import { localTodayIso } from '@/lib/local-today';

/**
 * When a credit sale falls due (decision record 030): "Vence el 12/12/2026", "Vence hoy", or "Vencida · 3 días"
 * in red. Today is the phone's, as the card's other dates are.
 */
export function DueDateBadge({ dueDate }: { dueDate: string }) {
  const today = localTodayIso();
  const late = daysLate(dueDate, today);
  const tone = late > 0 ? 'danger' : dueDate === today ? 'warning' : 'neutral';
  return <Badge tone={tone}>{dueDateLabel(dueDate, today, late)}</Badge>;
}
