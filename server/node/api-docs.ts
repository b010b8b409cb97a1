import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
// The path helper alone: the package's main module loads and runs the whole browser bundle (a few MB of JS held
// in every server process for nothing).
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';

// The API's reference for humans (docs/api-tokens.md): Swagger UI from the installation's own node_modules (no CDN),
// reading the OpenAPI document that /api/openapi.json makes from the endpoint table.

const PAGE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Ритм — API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/docs/api/swagger-ui.css"></head>
<body><div id="reference"></div>
<script src="/docs/api/swagger-ui-bundle.js"></script>
<script src="/docs/api/start.js"></script>
</body></html>`;

// An external file, so the page keeps the strict script policy (no inline scripts).
const START = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true });`;

const FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

export function apiDocsRoutes() {
  const root = getAbsoluteFSPath();
  return new Hono()
    .get('/docs/api', (c) => c.html(PAGE))
    .get('/docs/api/start.js', (c) =>
      c.body(START, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    )
    .get('/docs/api/:file', async (c) => {
      const file = c.req.param('file');
      const type = FILES[file];
      if (!type) return c.text('Не найдено', 404);
      return c.body(await readFile(join(root, file)), 200, {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=86400',
      });
    });
}
