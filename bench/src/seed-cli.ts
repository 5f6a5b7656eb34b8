// `npx tsx bench/src/seed-cli.ts [--quick]`: seed only (the runner seeds too, when needed).
import { openBenchDatabase } from './database';
import { FULL_SCALE, QUICK_SCALE } from './scale';
import { seedBenchData } from './seed';

const scale = process.argv.includes('--quick') ? QUICK_SCALE : FULL_SCALE;
const database = await openBenchDatabase(scale.name);
try {
  await seedBenchData(database.pool, scale);
} finally {
  await database.stop();
}
