import { Button } from '@/components/ui/button';
import { REMINDER_TEXTS } from './receivables-texts';

/** "Ya le recordaste hoy a Luisa. ¿Recordar otra vez?" */
export function AskAgain({
  name,
  onAgain,
  onCancel,
}: {
  name: string;
  onAgain: () => void;
  onCancel: () => void;
}) {
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950/50 dark:text-yellow-100"
    >
      <p>{REMINDER_TEXTS.askAgain(name)}</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onAgain}>
          {REMINDER_TEXTS.again}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {REMINDER_TEXTS.cancel}
        </Button>
      </div>
    </div>
  );
}
