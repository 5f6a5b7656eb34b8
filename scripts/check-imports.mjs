// Import rules the linter cannot see reliably, checked with TypeScript's own module resolution (so `@/` aliases
// and extensionless imports resolve exactly as the compiler does):
//   1. no import cycles anywhere;
//   2. a web feature never imports another feature (pages in app/ compose them — style.md);
//   3. packages/shared never imports an app;
//   4. an API route reaches the database through a use case: a `*.routes.ts` imports no repository or statement;
//   5. no cycles between the API's modules (apps/api/src/modules/<module>/, tests aside): a module that needs
//      another's rule makes it lower — shared, lib, or the module it belongs to — instead of the two leaning on
//      each other.
// It replaced eslint-plugin-import-x, whose resolver needs native binaries this project's registry lacks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['packages/shared', 'apps/api', 'apps/web', 'e2e', 'bench'];
const rel = (file) => path.relative(root, file);

const graph = new Map();
for (const project of projects) {
  const configPath = path.join(root, project, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) continue;
  for (const file of parsed.fileNames) {
    if (file.includes('node_modules') || graph.has(file)) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const edges = [];
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, parsed.options, ts.sys).resolvedModule;
      if (
        resolved &&
        !resolved.isExternalLibraryImport &&
        !resolved.resolvedFileName.includes('node_modules')
      ) {
        edges.push(path.resolve(resolved.resolvedFileName));
      }
    }
    graph.set(path.resolve(file), edges);
  }
}

const problems = [];
const featureOf = (file) => /apps\/web\/src\/features\/([^/]+)\//.exec(rel(file))?.[1];
for (const [file, edges] of graph) {
  for (const target of edges) {
    const from = featureOf(file);
    const to = featureOf(target);
    if (from && to && from !== to)
      problems.push(`feature "${from}" imports feature "${to}": ${rel(file)} → ${rel(target)}`);
    if (/^apps\/api\/src\/.*\.routes\.ts$/.test(rel(file)) && /\.(repository|statement)\.ts$/.test(target)) {
      problems.push(`a route imports a repository instead of a use case: ${rel(file)} → ${rel(target)}`);
    }
    if (rel(file).startsWith('packages/shared/') && rel(target).startsWith('apps/')) {
      problems.push(`packages/shared imports an app: ${rel(file)} → ${rel(target)}`);
    }
  }
}

// Tarjan's strongly connected components: any component of two or more nodes is a cycle.
function cyclesOf(edgesOf) {
  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  function connect(node) {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edgesOf.get(node) ?? []) {
      if (!edgesOf.has(next)) continue;
      if (!indices.has(next)) {
        connect(next);
        lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
      } else if (onStack.has(next)) {
        lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
      }
    }
    if (lowlinks.get(node) === indices.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfImport = component.length === 1 && [...(edgesOf.get(node) ?? [])].includes(node);
      if (component.length > 1 || selfImport) cycles.push(component);
    }
  }
  for (const node of edgesOf.keys()) if (!indices.has(node)) connect(node);
  return cycles;
}

for (const cycle of cyclesOf(graph)) problems.push(`import cycle: ${cycle.map(rel).sort().join(' ↔ ')}`);

const moduleOf = (file) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(rel(file))?.[1];
const moduleEdges = new Map();
const moduleImports = new Map();
for (const [file, edges] of graph) {
  const from = moduleOf(file);
  if (!from || file.endsWith('.test.ts')) continue;
  if (!moduleEdges.has(from)) moduleEdges.set(from, new Set());
  for (const target of edges) {
    const to = moduleOf(target);
    if (!to || to === from) continue;
    moduleEdges.get(from).add(to);
    moduleImports.set(`${from}→${to}`, `${rel(file)} → ${rel(target)}`);
  }
}
for (const cycle of cyclesOf(moduleEdges)) {
  const members = new Set(cycle);
  const links = [...moduleImports]
    .filter(([pair]) => pair.split('→').every((module) => members.has(module)))
    .map(([, example]) => `\n    ${example}`);
  problems.push(`API modules import each other: ${[...members].sort().join(' ↔ ')}${links.join('')}`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} import rule violation(s) in ${graph.size} files`);
  process.exit(1);
}
console.log(
  `imports: ${graph.size} files, no cycles, features independent, routes through use cases, API modules without cycles`,
);
