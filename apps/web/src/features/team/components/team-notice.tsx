import { cn } from '@/lib/cn';

/** What a team section says after a change: saved, or why not. */
export type TNotice = { tone: 'success' | 'error'; text: string };

/** The one look of that message in Perfil's team sections (Equipo, Equipos del negocio, Cajas). */
export function TeamNotice({ notice, className }: { notice: TNotice | null; className?: string }) {
  if (!notice) return null;
  return (
    <p
      role="alert"
      className={cn(
        'rounded-lg px-3 py-2 text-sm',
        notice.tone === 'success' ? 'bg-green-950 text-green-200' : 'bg-red-950 text-red-200',
        className,
      )}
    >
      {notice.text}
    </p>
  );
}
