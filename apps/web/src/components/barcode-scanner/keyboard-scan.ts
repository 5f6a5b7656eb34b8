import { useRef, type ChangeEvent, type KeyboardEvent } from 'react';

/**
 * A USB or Bluetooth scanner is a keyboard that types a whole code, key after key a few milliseconds apart, and
 * presses Enter. People leave 100 ms or more between keys, so characters that arrive closer than this came from
 * a scanner.
 */
export const BURST_GAP_MS = 50;
/** The shortest code we take for a scan (EAN-8 is 8; short in-house Code 39 labels exist). */
export const MIN_SCANNED_LENGTH = 4;

/**
 * Remembers where the latest burst of fast typing began in a text box, so that Enter can tell a scanned code
 * from a typed search, and take only the scanned part when the box held some text already.
 */
export function createBurstTracker(now: () => number = () => performance.now()) {
  let lastChangeAt = Number.NEGATIVE_INFINITY;
  let burstStart = 0;
  return {
    change(previous: string, next: string) {
      const at = now();
      // A slow key starts a new burst after the text that was there before it.
      if (at - lastChangeAt > BURST_GAP_MS) burstStart = Math.min(previous.length, next.length);
      lastChangeAt = at;
    },
    /** The code a scanner just typed at the end of `text`, or null when `text` was typed by a person. */
    scannedPart(text: string): string | null {
      const part = text.slice(burstStart);
      const isFresh = now() - lastChangeAt <= BURST_GAP_MS * 4;
      return isFresh && part.length >= MIN_SCANNED_LENGTH && !/\s/.test(part) ? part : null;
    },
  };
}

export type TKeyboardScanSubmit = {
  code: string;
  /** Typed in a burst: surely a scanner, so an unknown code is worth saying. */
  isScanned: boolean;
};

/**
 * For a search box that also takes scanners: `onChange` tracks the typing rhythm, `onKeyDown` turns Enter into
 * `onSubmitCode` with the box's text when it has no spaces (a busy phone can pause a scan halfway: the whole
 * text, not only the last burst, is the code), or with the scanned end of a text that has spaces. A search typed
 * by hand is looked up as a code too, and stays a search when no product has it.
 */
export function useKeyboardScan(
  value: string,
  onValueChange: (value: string) => void,
  onSubmitCode: (submit: TKeyboardScanSubmit) => void,
) {
  const tracker = useRef<ReturnType<typeof createBurstTracker>>(null);
  function burstTracker() {
    tracker.current ??= createBurstTracker();
    return tracker.current;
  }
  return {
    onChange(event: ChangeEvent<HTMLInputElement>) {
      burstTracker().change(value, event.target.value);
      onValueChange(event.target.value);
    },
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      if (event.key !== 'Enter') return;
      const text = event.currentTarget.value;
      const scanned = burstTracker().scannedPart(text);
      const code = /\s/.test(text.trim()) ? scanned : text.trim();
      if (!code) return;
      event.preventDefault();
      onSubmitCode({ code, isScanned: scanned !== null });
    },
  };
}
