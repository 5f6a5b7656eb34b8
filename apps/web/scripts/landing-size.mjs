// Gzip size of the JavaScript a first visit to `/` downloads: the entry, the landing page's chunk and every
// chunk they import statically, checked against a budget (design: `/` under 100 KB gzip). `npm run size`
// builds with a manifest into node_modules/.cache (the real dist must not publish one) and runs this:
//   node scripts/landing-size.mjs [buildDir] [budgetKb]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
const budgetKb = Number(process.argv[3] ?? 100);
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error(`${dist}/.vite/manifest.json is missing: build with \`vite build --manifest\` first.`);
  process.exit(2);
}

const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) collect(child);
}
collect('index.html');
const landingKey = Object.keys(manifest).find((key) => key.endsWith('src/app/routes/landing.tsx'));
if (!landingKey) throw new Error('landing chunk not found in the manifest');
collect(landingKey);

let total = 0;
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(2).padStart(8)} KB  total gzip for /  (budget ${budgetKb} KB)`);
if (total / 1024 > budgetKb) process.exit(1);
