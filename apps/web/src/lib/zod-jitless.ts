/**
 * zod compiles a fast parser for each object schema with `new Function`, after probing whether it may: under
 * the app's Content-Security-Policy (no 'unsafe-eval', design §16) the probe fails, harmlessly, but Chrome
 * reports it as a CSP violation on every page that loads a form. `jitless` skips the probe and the compiler.
 * zod reads its configuration from this global when it loads, so this runs before it — first import of
 * main.tsx — without pulling zod into the landing page's bundle.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
