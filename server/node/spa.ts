import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { contentSecurityPolicy, isFramedPage } from '../src/http/security-headers.ts';
import { apiDocsRoutes } from './api-docs.ts';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Ритм</title></head>
<body><h1>Интерфейс ещё не собран</h1>
<p>Выполните <code>npm run build</code> и перезапустите сервер. API доступно по адресу <code>/api</code>.</p>
</body></html>`;

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** Inline scripts of a page (the theme bootstrap, say) are allowed by their hashes, never by 'unsafe-inline'. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.trim() !== '')
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

/**
 * The staff's app, the families' cabinet (docs/cabinet.md) and the school's public trial form (docs/join-form.md):
 * pages of their own, apps of their own.
 */
const STAFF_PAGE = 'index.html';
const CABINET_PAGE = 'cabinet.html';
const JOIN_PAGE = 'join.html';

async function sendPage(c: Context, distDir: string, page: string) {
  let html: string;
  try {
    html = await readFile(join(distDir, page), 'utf8');
  } catch {
    return c.html(NOT_BUILT_PAGE, 404);
  }
  // The entry page must be revalidated on every visit, so a new build is picked up at once.
  c.header('Cache-Control', 'no-cache');
  c.header(
    'Content-Security-Policy',
    contentSecurityPolicy(inlineScriptHashes(html), isFramedPage(c.req.path)),
  );
  return c.html(html);
}

/**
 * The built SPA: files from `distDir`, hashed `/assets/*` cached for a year, and every other GET answered
 * with its app's page so client-side routes survive a reload — cabinet.html under /cabinet, join.html under /join,
 * index.html elsewhere.
 * A missing build answers a plain 404 page.
 */
export function spaRoutes(distDir: string) {
  let serveFiles: MiddlewareHandler | undefined;
  const staticFiles: MiddlewareHandler = (c, next) => {
    // Created on first use, so a build that appears after start is still served.
    if (!serveFiles && existsSync(distDir)) {
      // Brotli or gzip twins made at build time, chosen by Accept-Encoding (with Vary).
      serveFiles = serveStatic({ root: distDir, precompressed: true });
    }
    return serveFiles ? serveFiles(c, next) : next();
  };

  return new Hono()
    .route('/', apiDocsRoutes())
    .get('/', (c) => sendPage(c, distDir, STAFF_PAGE))
    .get('/index.html', (c) => sendPage(c, distDir, STAFF_PAGE))
    .get('/cabinet.html', (c) => sendPage(c, distDir, CABINET_PAGE))
    .get('/cabinet', (c) => sendPage(c, distDir, CABINET_PAGE))
    .get('/cabinet/*', (c) => sendPage(c, distDir, CABINET_PAGE))
    .get('/join/*', (c) => sendPage(c, distDir, JOIN_PAGE))
    .use('/assets/*', async (c, next) => {
      await next();
      // Vite puts a content hash in every asset name: a changed file gets a new URL, so it may be kept forever.
      if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    })
    .use('*', staticFiles)
    .get('/assets/*', (c) => c.text('Не найдено', 404))
    .get('*', (c) => sendPage(c, distDir, STAFF_PAGE));
}
