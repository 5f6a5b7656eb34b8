// Writes .br and .gz next to each text asset of the web build; the server sends them as they are
// (@fastify/static preCompressed), so no CPU is spent compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2];
if (!dir) throw new Error('usage: precompress.mjs <dir>');
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function walk(current) {
  for (const name of readdirSync(current)) {
    const file = path.join(current, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(name)) {
      const content = readFileSync(file);
      if (content.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  }
}
walk(dir);
