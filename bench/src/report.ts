// The benchmark's goals and the readable table printed at the end of a run.

export interface TGoal {
  /** Path in latest.json. */
  name: string;
  label: string;
  value: number;
  goal: number;
  /** 'min': the value must be at least the goal; 'max': at most. */
  kind: 'min' | 'max';
  /** What the same figure is on the baseline route, where there is one. */
  baseline?: number;
}

export interface TGoalResult extends TGoal {
  ok: boolean;
}

export function judge(goals: TGoal[]): TGoalResult[] {
  return goals.map((goal) => ({
    ...goal,
    ok:
      Number.isFinite(goal.value) &&
      (goal.kind === 'min' ? goal.value >= goal.goal : goal.value <= goal.goal),
  }));
}

function format(value: number | undefined): string {
  if (value === undefined) return '';
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

export function renderTable(results: TGoalResult[]): string {
  const rows = [
    ['figure', 'app', 'baseline', 'goal', ''],
    ...results.map((result) => [
      result.name,
      format(result.value),
      format(result.baseline),
      `${result.kind === 'min' ? '≥' : '≤'} ${format(result.goal)}`,
      result.ok ? 'ok' : 'MISSED',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  return [
    line(rows[0]!),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n');
}
