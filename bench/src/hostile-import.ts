import {
  hostileFiles,
  idleSales,
  p99,
  uploadImport,
  whileRunning,
} from '../../apps/api/test/security/hostile-import-load';

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
      // Once each: the shop's own budget of heavy work answers a flood 429 (lib/heavy-work.ts).
      const answer = await uploadImport(options.origin, options.attackerToken, file, false);
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
