import { describe, expect, it } from 'vitest';
import { unsupportedNodeMessage } from '../../../scripts/node-version.mjs';

// `npm start` and `npm run dev` stop in one line on a Node.js older than package.json's engines accept.
describe('the Node.js a start runs on', () => {
  it('refuses Node 20 in one line that says what to run instead', () => {
    const message = unsupportedNodeMessage('20.20.2', 'npm start');
    expect(message).toBe(
      'Cuadre necesita Node.js ^24.11.0 || >=26.0.0 y este es v20.20.2: usa «npm start», que corre el Node.js que npm install dejó en node_modules.',
    );
    expect(message?.split('\n')).toHaveLength(1);
  });

  it('accepts the previous LTS line from 24.11 and the current one', () => {
    expect(unsupportedNodeMessage('24.10.0', 'npm start')).not.toBeNull();
    expect(unsupportedNodeMessage('24.11.0', 'npm start')).toBeNull();
    expect(unsupportedNodeMessage('26.10.0', 'npm start')).toBeNull();
    expect(unsupportedNodeMessage(process.versions.node, 'npm start')).toBeNull();
  });
});
