import type { Plugin } from 'vite';

/**
 * Chunks by route instead of by share pattern, for a phone on slow 4G (docs/history/performance-sessions-1-8.md,
 * "The front end").
 *
 * Left to itself the bundler makes one chunk per set of pages sharing a module: /dashboard needed dozens of
 * small files (one per icon, per button, per hook). Over HTTP/1.1 a browser fetches six at a time, so every
 * six files cost one more round trip before the page can render. Here the modules a page needs at start-up (its
 * static imports, not its lazy ones) are gathered into a few chunks:
 *
 * - `app`: what every signed-in or sign-in screen shares (TanStack Query, toasts, the API client, the UI kit);
 * - one chunk per route listed in ROUTES (the seller's home with its frame, the login page);
 * - `icons`: every icon but those of the entry.
 *
 * The entry (main.tsx and its static imports, the landing budget) is never touched: a module it reaches is
 * left where it is, and the build fails if the entry ends up importing one of these chunks.
 */

/** Route modules (paths under apps/web/src) whose start-up imports each become one chunk. */
const ROUTES: Record<string, string[]> = {
  seller: ['app/routes/dashboard/layout.tsx', 'app/routes/dashboard/home.tsx'],
  public: ['app/routes/auth/login.tsx'],
};
/** Modules every route above starts with: their start-up imports are the `app` chunk. */
const APP_ROOTS = ['app/provider.tsx'];
/**
 * Form code gets chunks of its own, whichever route reaches it first: react-hook-form, and zod with what
 * builds on it. A page that loads its forms lazily must not find them inside its route's chunk.
 */
const LIBRARY_GROUPS: Record<string, RegExp> = {
  'react-hook-form': /[\\/]node_modules[\\/]react-hook-form[\\/]/,
  zod: /[\\/]node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]|[\\/]src[\\/](lib[\\/]form-resolver|zod-setup)\.ts$/,
};
const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.m?js$/;
const ICON_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.m?js$/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;
const INDEX_EXPORT = /export\s*\{([^}]*)\}\s*from\s*['"]\.\/icons\/([\w-]+)\.m?js['"]/g;

export function routeChunks(): Plugin {
  const groupOf = new Map<string, string>();
  // Which icon names each of our modules imports, and which file lucide's index exports each name from: the
  // index re-exports every icon, so the module graph alone cannot tell which ones the entry draws.
  const iconNamesOf = new Map<string, string[]>();
  const iconFileOf = new Map<string, string>();
  const chunkNames = ['app', 'icons', ...Object.keys(LIBRARY_GROUPS), ...Object.keys(ROUTES)];

  return {
    name: 'cuadre:route-chunks',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (ICON_INDEX.test(id)) {
        for (const [, names = '', file = ''] of code.matchAll(INDEX_EXPORT)) {
          for (const name of names.split(',')) iconFileOf.set(name.trim().replace(/^default as /, ''), file);
        }
      } else if (!id.includes('node_modules')) {
        const names = [...code.matchAll(ICON_IMPORT)].flatMap(([, list = '']) =>
          list
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith('type '))
            .map((name) => name.split(/\s+as\s+/)[0]!),
        );
        if (names.length > 0) iconNamesOf.set(id, names);
      }
      return null;
    },
    // Runs once the module graph is complete and before chunks are made, which is when the groups' `test` reads it.
    buildEnd() {
      groupOf.clear();
      const ids = [...this.getModuleIds()];
      const staticImports = (id: string): string[] => {
        const info = this.getModuleInfo(id);
        if (!info) return [];
        const lazy = new Set(info.dynamicallyImportedIds);
        return info.importedIds.filter((imported) => !lazy.has(imported));
      };
      const closure = (roots: string[], stop: Set<string> = new Set()): Set<string> => {
        const seen = new Set<string>();
        const queue = [...roots];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (seen.has(id) || stop.has(id)) continue;
          seen.add(id);
          // Icons go to their own chunk; a page reaches all of lucide's through its index anyway.
          if (ICON.test(id)) continue;
          queue.push(...staticImports(id));
        }
        return seen;
      };
      const bySuffix = (suffixes: string[]) =>
        suffixes.map((suffix) => {
          const id = ids.find((candidate) => candidate.endsWith(`/src/${suffix}`));
          if (!id) throw new Error(`route-chunks: no module src/${suffix}`);
          return id;
        });

      const entry = ids.filter((id) => {
        const info = this.getModuleInfo(id);
        return info?.isEntry && info.dynamicImporters.length === 0;
      });
      const initial = closure(entry);
      const stop = new Set(initial);
      for (const id of ids) {
        const library = Object.entries(LIBRARY_GROUPS).find(([, pattern]) => pattern.test(id))?.[0];
        if (library && !initial.has(id)) {
          groupOf.set(id, library);
          stop.add(id);
        }
      }
      const routes = Object.entries(ROUTES).map(
        ([name, roots]) => [name, closure(bySuffix(roots), stop)] as const,
      );
      // `app`: the provider's modules, and whatever two of the routes share.
      const app = closure(bySuffix(APP_ROOTS), stop);
      routes.forEach(([, modules], index) => {
        for (const id of modules) {
          if (routes.some(([, other], otherIndex) => otherIndex !== index && other.has(id))) app.add(id);
        }
      });
      for (const id of app) groupOf.set(id, 'app');
      for (const [name, modules] of routes) {
        for (const id of modules) if (!app.has(id)) groupOf.set(id, name);
      }
      const entryIcons = new Set(
        [...initial].flatMap((id) => (iconNamesOf.get(id) ?? []).map((name) => iconFileOf.get(name))),
      );
      for (const id of ids) {
        const icon = ICON.exec(id)?.[1];
        if (icon && !entryIcons.has(icon)) groupOf.set(id, 'icons');
      }
    },
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The groups are whole start-up closures already; pulling in their dependencies again would
                // drag the entry's React into them.
                includeDependenciesRecursively: false,
                groups: chunkNames.map((name) => ({
                  name,
                  test: (id: string) => groupOf.get(id) === name,
                })),
              },
            },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const grouped = chunk.imports.filter((file) => chunkNames.some((name) => file.includes(`/${name}-`)));
        if (grouped.length > 0) {
          this.error(
            `route-chunks: the entry now imports ${grouped.join(', ')}; a module of the entry was grouped ` +
              '(how does the entry import it?)',
          );
        }
      }
    },
  };
}
