// The Node.js lines Cuadre runs on are the ones package.json's `engines` names (its one home); `npm install` puts
// the current LTS in node_modules (the `node` package), and every npm script runs on it. A start on an older Node
// (the machine's own, run by hand) stops with one line that says what to do.
import { readFileSync } from 'node:fs';

const rootPackage = new URL('../package.json', import.meta.url);

/** The oldest version `engines.node` accepts ('^24.11.0 || >=26.0.0' → [24, 11]). */
export function oldestSupportedNode() {
  const range = JSON.parse(readFileSync(rootPackage, 'utf8')).engines.node;
  const [major, minor] = range
    .match(/(\d+)\.(\d+)/)
    .slice(1)
    .map(Number);
  return { major, minor, range };
}

/** The one line a start on `version` ('20.20.2') says when engines does not accept it, or null. */
export function unsupportedNodeMessage(version, what) {
  const oldest = oldestSupportedNode();
  const [major, minor] = version.split('.').map(Number);
  if (major > oldest.major || (major === oldest.major && minor >= oldest.minor)) return null;
  return `Cuadre necesita Node.js ${oldest.range} y este es v${version}: usa «${what}», que corre el Node.js que npm install dejó en node_modules.`;
}

/** Stops the start, in one line, on a Node.js older than `engines` accepts. */
export function requireSupportedNode(what) {
  const message = unsupportedNodeMessage(process.versions.node, what);
  if (message === null) return;
  console.error(message);
  process.exit(1);
}
