import { describe, expect, it } from 'vitest';
import { BURST_GAP_MS, createBurstTracker } from './keyboard-scan';

/** Types `text` after `start` into a tracker whose clock the test moves, `gapMs` between keys. */
function typeInto(
  tracker: ReturnType<typeof createBurstTracker>,
  clock: { now: number },
  start: string,
  text: string,
  gapMs: number,
) {
  let value = start;
  for (const character of text) {
    clock.now += gapMs;
    tracker.change(value, value + character);
    value += character;
  }
  return value;
}

describe('createBurstTracker', () => {
  it('takes a code typed in a burst as scanned, and a word typed by a person as not', () => {
    const clock = { now: 1000 };
    const scanner = createBurstTracker(() => clock.now);
    const scanned = typeInto(scanner, clock, '', '7591234567890', 8);
    expect(scanner.scannedPart(scanned)).toBe('7591234567890');

    const person = createBurstTracker(() => clock.now);
    const typed = typeInto(person, clock, '', '7591234567890', 140);
    expect(person.scannedPart(typed)).toBeNull();
  });

  it('takes only the scanned part when the box held text already, and nothing once Enter comes late', () => {
    const clock = { now: 1000 };
    const tracker = createBurstTracker(() => clock.now);
    const typed = typeInto(tracker, clock, '', 'har', 150);
    clock.now += 2000;
    const both = typeInto(tracker, clock, typed, '7591234567890', 5);
    expect(tracker.scannedPart(both)).toBe('7591234567890');
    clock.now += BURST_GAP_MS * 10;
    expect(tracker.scannedPart(both)).toBeNull();
  });

  it('starts a new burst after the box was emptied for the next scan', () => {
    const clock = { now: 1000 };
    const tracker = createBurstTracker(() => clock.now);
    typeInto(tracker, clock, '', '7591234567890', 5);
    clock.now += 500;
    // The box was emptied by the app, not by typing: the next change comes from the empty box.
    const second = typeInto(tracker, clock, '', '7590000000001', 5);
    expect(tracker.scannedPart(second)).toBe('7590000000001');
  });
});
