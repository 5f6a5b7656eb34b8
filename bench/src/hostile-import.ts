import {
  attack,
  hostileFiles,
  idleSales,
  p99,
  whileRunning,
} from '../../apps/api/test/security/hostile-import-load';

/** Between two sends of a file: the pace one shop's budget of heavy work allows (120 a minute). */
const SPACING_MS = 500;

// Design §19's figures: one shop sends the files that once froze the server (the fault suite's, made the same way)
// while another sells. The API process's peak memory during the worst of them, and the other shop's sale p99
// during them over its idle p99, taken in the same run on the same machine.

export interface THostileImportFigures {
  /** The API process's largest resident memory while any hostile file was read. */
  peakRssMB: number;
  /** The other shop's sale p99 while the files were sent, over its p99 alone just before. */
  saleP99Ratio: number;
  idleP99Ms: number;
  duringP99Ms: number;
  /** The slowest answer to a hostile file. */
  slowestAnswerMs: number;
  /** Each send's answer as the attacker saw it. */
  files: { name: string; status: number; ms: number }[];
}

export async function measureHostileImport(options: {
  origin: string;
  pid: number;
  attackerToken: string;
  sell: () => Promise<void>;
}): Promise<THostileImportFigures> {
  const files = await hostileFiles();
  await idleSales(options.sell, 50);
  const idle = await idleSales(options.sell, 300);
  const answers: { name: string; status: number; ms: number }[] = [];
  const seen = await whileRunning(options.origin, options.pid, options.sell, async () => {
    for (const file of files) {
      // From a thread of its own (an attacker elsewhere does not share this machine's cores), three times each —
      // the 6.2 MB CSV twenty — as fast as the shop's own budget lets it.
      const isFlood = file.times > 6;
      const sent = await attack(
        options.origin,
        options.attackerToken,
        { ...file, times: isFlood ? file.times : 3 },
        isFlood ? 100 : SPACING_MS,
      );
      for (const answer of sent)
        answers.push({ name: file.name, status: answer.status, ms: Math.round(answer.ms) });
    }
  });
  const idleP99Ms = p99(idle);
  const duringP99Ms = p99(seen.saleMs);
  return {
    peakRssMB: Math.round(seen.peakRssMb),
    saleP99Ratio: Math.round((duringP99Ms / idleP99Ms) * 100) / 100,
    idleP99Ms: Math.round(idleP99Ms * 10) / 10,
    duringP99Ms: Math.round(duringP99Ms * 10) / 10,
    slowestAnswerMs: Math.max(...answers.map((answer) => answer.ms)),
    files: answers,
  };
}
