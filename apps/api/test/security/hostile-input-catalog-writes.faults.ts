import { describe } from 'vitest';
import { fuzzGroup } from './hostile-setup';

// Slow on purpose (10,000 requests per route): runs in `npm run test:faults`, not in `npm test`.
describe('hostile input: catalog-writes', () => fuzzGroup('catalog-writes'));
