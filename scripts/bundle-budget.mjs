// Fails the build when the JavaScript a first visit to `/` downloads grows past its budget
// (issue: landing ≤ 100 KB gzip). It follows index.html's module script and its static imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const dist = 'apps/web/dist';
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g),
].map((m) => m[1]);
const seen = new Set();
const queue = [...entries];
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  // Static imports only (`import … from "./x.js"` / `import "./x.js"`): lazy chunks load later, on demand.
  for (const match of code.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    queue.push(path.posix.join(path.posix.dirname(file), match[1]));
  }
}
const gzipBytes = [...seen].reduce(
  (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length,
  0,
);
const kb = gzipBytes / 1024;
console.log(`landing JS: ${[...seen].length} files, ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`Bundle budget exceeded: ${kb.toFixed(1)} KB > ${BUDGET_KB} KB`);
  process.exit(1);
}
