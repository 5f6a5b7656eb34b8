import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA from the API's own port. Hashed assets are cached for a year; index.html never,
 * so a new release is picked up on the next load. Unknown non-API paths get index.html (history fallback).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** Inline <script> elements (no src): their text, exactly as the browser hashes it. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * 'sha256-…' of every inline script of the built index.html (Vite's route preload, build/route-preload.ts),
 * for the Content-Security-Policy (security-headers.ts): those scripts run, and no other inline code does.
 * Read once at start, like the rest of the build; no index.html, no hashes.
 */
export function inlineScriptHashes(webDistDir: string | undefined): string[] {
  if (!webDistDir) return [];
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code = '']) => `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`,
  );
}
