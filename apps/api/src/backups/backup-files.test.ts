// Design §15: the app keeps 7 daily and 4 weekly automatic backups; what a person made by hand is never deleted.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { automaticBackupsToPrune, automaticBackupTime, backupStamp, newBackupFile } from './backup-files';

const scratch = mkdtempSync(path.join(tmpdir(), 'cuadre-backup-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const automatic = (iso: string) => `cuadre-auto-${backupStamp(new Date(iso))}.backup`;

/** One automatic backup a day at 03:00 UTC, from `first` to `last` (YYYY-MM-DD). */
function daily(first: string, last: string): string[] {
  const names: string[] = [];
  for (let day = new Date(`${first}T03:00:00Z`); day <= new Date(`${last}T03:00:00Z`);) {
    names.push(automatic(day.toISOString()));
    day = new Date(day.getTime() + 24 * 60 * 60_000);
  }
  return names;
}

const survivors = (names: string[]) => {
  const pruned = new Set(automaticBackupsToPrune(names));
  return names.filter((name) => !pruned.has(name));
};

describe('which automatic backups survive', () => {
  it('the newest of each of the last 7 days, then the newest of each of the 4 weeks before; hand-made ones all', () => {
    // Daily from New Year to Tuesday 10 March 2026, two on each of the last two days; and files the rule must
    // not touch: a backup made by hand, the one kept before a restore, something else.
    const others = [
      'cuadre-2026-01-05T10-00-00Z.backup',
      'cuadre-antes-de-restaurar-2026-02-01T10-00-00Z.backup',
      'notas.txt',
    ];
    const names = [
      ...daily('2026-01-01', '2026-03-10'),
      automatic('2026-03-09T15:00:00Z'),
      automatic('2026-03-10T15:00:00Z'),
      ...others,
    ];

    expect(survivors(names).sort()).toEqual(
      [
        // Daily: 10 March (the later one) back to Wednesday 4 March.
        automatic('2026-03-10T15:00:00Z'),
        automatic('2026-03-09T15:00:00Z'),
        automatic('2026-03-08T03:00:00Z'),
        automatic('2026-03-07T03:00:00Z'),
        automatic('2026-03-06T03:00:00Z'),
        automatic('2026-03-05T03:00:00Z'),
        automatic('2026-03-04T03:00:00Z'),
        // Weekly, from before those days: the rest of the week of Monday 2 March, then three whole weeks.
        automatic('2026-03-03T03:00:00Z'),
        automatic('2026-03-01T03:00:00Z'),
        automatic('2026-02-22T03:00:00Z'),
        automatic('2026-02-15T03:00:00Z'),
        ...others,
      ].sort(),
    );
  });

  it('counts the days that have a backup, not calendar days: a shop closed for weeks keeps what it had', () => {
    const names = [
      ...daily('2025-12-01', '2026-01-20'),
      // Closed from 21 January to 9 March; open again on the 10th.
      automatic('2026-03-10T03:00:00Z'),
    ];
    expect(survivors(names)).toEqual([
      // Weekly: the newest of the weeks of Monday 22 December … Monday 12 January.
      automatic('2025-12-28T03:00:00Z'),
      automatic('2026-01-04T03:00:00Z'),
      automatic('2026-01-11T03:00:00Z'),
      automatic('2026-01-14T03:00:00Z'),
      // Daily: the 7 newest days with a backup.
      ...daily('2026-01-15', '2026-01-20'),
      automatic('2026-03-10T03:00:00Z'),
    ]);
  });

  it('keeps everything while there are fewer than 7 days of them', () => {
    const names = daily('2026-03-05', '2026-03-10');
    expect(automaticBackupsToPrune(names)).toEqual([]);
  });
});

describe('backup file names', () => {
  it('say when (UTC) and who made them; a second one in the same second gets a number; only the owner reads them', () => {
    const at = new Date('2026-03-10T15:04:05.678Z');
    const dir = path.join(scratch, 'backups');
    const first = newBackupFile(dir, 'automatic', at);
    expect(path.basename(first)).toBe('cuadre-auto-2026-03-10T15-04-05Z.backup');
    writeFileSync(first, '');
    const second = newBackupFile(dir, 'automatic', at);
    expect(path.basename(second)).toBe('cuadre-auto-2026-03-10T15-04-05Z-2.backup');
    expect(automaticBackupTime(path.basename(second))).toEqual(new Date('2026-03-10T15:04:05Z'));
    expect(path.basename(newBackupFile(dir, 'manual', at))).toBe('cuadre-2026-03-10T15-04-05Z.backup');
    expect(automaticBackupTime('cuadre-2026-03-10T15-04-05Z.backup')).toBeNull();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dir)).toEqual([path.basename(first)]);
  });
});
