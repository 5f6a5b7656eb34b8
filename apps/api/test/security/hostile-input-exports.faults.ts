import { describe } from 'vitest';
import { fuzzGroup } from './hostile-setup';

// Slow on purpose (1,000 requests per route, 10,000 with --full): in `npm run test:faults`, not `npm test`.
describe('hostile input: exports', () => fuzzGroup('exports'));
