import type { Plugin, Rollup } from 'vite';

/**
 * The chunks each page needs, requested by index.html itself, alongside the entry, instead of once the entry
 * has downloaded and run (docs/history/performance-sessions-1-8.md, "The front end"). On a phone's 4G that
 * takes the entry's download and start-up work off the path to the first paint of /login and /dashboard.
 *
 * Keep it in step with preloadEntryChunks() (src/app/router.tsx), which does the same from the entry for
 * development and for any page this list misses.
 */
const PAGES: Record<string, string[]> = {
  '/': ['app/routes/landing.tsx'],
  '/login': ['app/provider.tsx', 'app/routes/auth/login.tsx'],
  '/dashboard': ['app/provider.tsx', 'app/routes/dashboard/layout.tsx', 'app/routes/dashboard/home.tsx'],
  // Any other seller page: its own chunk is not known here, the frame around it is.
  '/dashboard/*': ['app/provider.tsx', 'app/routes/dashboard/layout.tsx'],
};

/** Runs first in <head> (before the stylesheet, which would hold an inline script back): picks this page's list and adds a <link rel="modulepreload"> for each file. */
function preloadScript(files: Record<string, string[]>): string {
  return `(function(p,m){p=p.replace(/\\/+$/,"")||"/";var f=m[p]||(p.indexOf("/dashboard/")===0?m["/dashboard/*"]:0);if(f)f.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)})})(location.pathname,${JSON.stringify(files)})`;
}

export function routePreload(): Plugin {
  return {
    name: 'cuadre:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileNames: string[], seen = new Set<string>()): Set<string> => {
          for (const fileName of fileNames) {
            if (seen.has(fileName)) continue;
            seen.add(fileName);
            closure(byFile.get(fileName)?.imports ?? [], seen);
          }
          return seen;
        };
        const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const chunkOf = (module: string) => {
          const chunk = chunks.find((candidate) =>
            candidate.moduleIds.some((id) => id.endsWith(`/src/${module}`)),
          );
          if (!chunk) throw new Error(`route-preload: no chunk holds src/${module}`);
          return chunk.fileName;
        };
        const files = Object.fromEntries(
          Object.entries(PAGES).map(([page, modules]) => [
            page,
            [...closure(modules.map(chunkOf))].filter((file) => !entry.has(file)).map((file) => `/${file}`),
          ]),
        );
        // Right after <meta charset> (which must come within the first 1,024 bytes) and before the stylesheet.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('route-preload: index.html has no <meta charset>');
        return html.replace(charset, (meta) => `${meta}\n    <script>${preloadScript(files)}</script>`);
      },
    },
  };
}
