// The import worker when Cuadre runs from its TypeScript sources (tests, `npm run dev`): a worker thread does not
// inherit the parent's TypeScript loader, so it registers tsx before loading the worker. The built server runs
// dist/sheet-worker.js instead.
import { setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

// Lowered before tsx compiles anything: see worker-priority.ts.
if (process.platform === 'linux') setPriority(19);

register();
const worker = await import('./sheet-worker.ts');
export default worker.default;
