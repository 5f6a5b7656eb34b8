import { useEffect, useState } from 'react';
import type { TCartAddOutcome } from './use-cart-adder';

/** How long "Agregado: …" stays: long enough to read at arm's length, gone before the next scan. */
export const ADDED_NOTE_MS = 4000;

let lastNoteId = 0;

/**
 * The last outcome a search box or the scanner shows under itself. "Agregado" fades by itself; a problem (an
 * unknown code with its "create" button, no stock) stays until the next attempt.
 */
export function useCartAddNote() {
  const [note, setNote] = useState<{ outcome: TCartAddOutcome; id: number } | null>(null);
  useEffect(() => {
    if (note?.outcome.kind !== 'added') return;
    const timer = setTimeout(() => setNote(null), ADDED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);
  return {
    outcome: note?.outcome ?? null,
    /** Changes with every report: a key that makes the live region announce a repeated text again. */
    noteId: note?.id ?? 0,
    /** Each report is shown afresh, even the same text twice (a second unit of the same product). */
    report: (outcome: TCartAddOutcome) => setNote({ outcome, id: (lastNoteId += 1) }),
    clear: () => setNote(null),
  };
}

export type TCartAddNote = ReturnType<typeof useCartAddNote>;
