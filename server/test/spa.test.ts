import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverErrors } from '../../src/contract/index.ts';
import { createDatabase, type DatabaseHandle } from '../node/database.ts';
import { spaRoutes } from '../node/spa.ts';
import { createApp } from '../src/app.ts';
import { send } from './support/api-client.ts';
import { createTestClock } from './support/test-clock.ts';

const THEME_SCRIPT = "document.documentElement.dataset.theme = localStorage.getItem('theme') ?? 'dark';";
const INDEX_HTML = `<!doctype html><html lang="ru"><head><script>${THEME_SCRIPT}</script>
<script type="module" src="/assets/index-4f2a9c.js"></script></head><body><div id="root"></div></body></html>`;
const CABINET_HTML = `<!doctype html><html lang="ru"><head><script>${THEME_SCRIPT}</script>
<script type="module" src="/assets/cabinet-8d1e0b.js"></script></head><body><div id="root"></div></body></html>`;
const JOIN_HTML = `<!doctype html><html lang="ru"><head><script>${THEME_SCRIPT}</script>
<script type="module" src="/assets/join-3c5d7e.js"></script></head><body><div id="root"></div></body></html>`;

describe('serving the built SPA', () => {
  let distDir: string;
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'ritm-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(distDir, 'cabinet.html'), CABINET_HTML);
    writeFileSync(join(distDir, 'join.html'), JOIN_HTML);
    writeFileSync(join(distDir, 'assets', 'index-4f2a9c.js'), 'console.info("ритм");');
    // What the build's compression step leaves beside each asset.
    writeFileSync(join(distDir, 'assets', 'index-4f2a9c.js.br'), 'brotli bytes');
    writeFileSync(join(distDir, 'assets', 'index-4f2a9c.js.gz'), 'gzip bytes');
    writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    database = createDatabase({ sqliteFile: ':memory:' });
    app = createApp({ db: database.db, now: createTestClock().now, site: spaRoutes(distDir) });
  });

  afterAll(async () => {
    await database.destroy();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves an asset’s brotli or gzip twin by Accept-Encoding, and says it varies', async () => {
    const asset = '/assets/index-4f2a9c.js';
    const brotli = await send(app, asset, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([brotli.headers.get('content-encoding'), brotli.text]).toEqual(['br', 'brotli bytes']);
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    const gzip = await send(app, asset, { headers: { 'accept-encoding': 'gzip' } });
    expect([gzip.headers.get('content-encoding'), gzip.text]).toEqual(['gzip', 'gzip bytes']);
    const plain = await send(app, asset);
    expect([plain.headers.get('content-encoding'), plain.text]).toEqual([null, 'console.info("ритм");']);
  });

  it('answers client-side routes with index.html, revalidated on every visit', async () => {
    for (const path of ['/', '/leads', '/admin/schools', '/index.html']) {
      const response = await send(app, path);
      expect(response.status, path).toBe(200);
      expect(response.text).toBe(INDEX_HTML);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers the families’ cabinet’s addresses with its own page, cabinet.html', async () => {
    for (const path of ['/cabinet', '/cabinet/', '/cabinet/login', '/cabinet/students/12', '/cabinet.html']) {
      const response = await send(app, path);
      expect(response.status, path).toBe(200);
      expect(response.text, path).toBe(CABINET_HTML);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    }
    // Only the cabinet's own folder: an address that merely starts alike is the staff's.
    expect((await send(app, '/cabinets')).text).toBe(INDEX_HTML);
  });

  it('answers the public trial form’s addresses with join.html, which any site may frame — and only it', async () => {
    const join = await send(app, '/join/abc234xyz?utm_source=vk');
    expect([join.status, join.text]).toEqual([200, JOIN_HTML]);
    expect(join.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    expect(join.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(join.headers.get('x-frame-options')).toBeNull();
    expect(join.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // Its answers under /api, the cabinet and the staff's pages stay unframable.
    for (const path of ['/cabinet/login', '/leads', '/joint', '/api/join/abc234xyz']) {
      const response = await send(app, path);
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('allows the inline scripts of index.html by hash, not by unsafe-inline', async () => {
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const policy = (await send(app, '/leads')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('serves hashed assets with a year-long immutable cache, and other files plainly', async () => {
    const asset = await send(app, '/assets/index-4f2a9c.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.info("ритм");');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const icon = await send(app, '/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBeNull();
  });

  it('answers a missing asset with 404, never with the HTML page', async () => {
    const response = await send(app, '/assets/index-0ld.js');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<!doctype html>');
  });

  it('refuses paths that climb out of the build directory', async () => {
    const response = await send(app, '/assets/..%2f..%2fetc%2fpasswd');
    expect(response.text).not.toContain('root:');
  });

  it('serves the API reference from the installation itself, under the strict script policy', async () => {
    const page = await app.request('/docs/api');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/docs/api/swagger-ui-bundle.js"></script>');
    expect(html).not.toMatch(/<script>/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const bundle = await app.request('/docs/api/swagger-ui-bundle.js');
    expect([bundle.status, bundle.headers.get('content-type')]).toEqual([
      200,
      'text/javascript; charset=utf-8',
    ]);
    expect((await app.request('/docs/api/start.js')).status).toBe(200);
    expect((await app.request('/docs/api/package.json')).status).toBe(404);
  });

  it('keeps /api answering JSON', async () => {
    const response = await send(app, '/api/leads/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: serverErrors.notFound });
  });
});

describe('without a build', () => {
  it('explains that the SPA is not built, and the API still works', async () => {
    const database = createDatabase({ sqliteFile: ':memory:' });
    const app = createApp({
      db: database.db,
      now: createTestClock().now,
      site: spaRoutes(join(tmpdir(), 'ritm-no-such-dist')),
    });
    try {
      const page = await send(app, '/leads');
      expect(page.status).toBe(404);
      expect(page.text).toContain('Интерфейс ещё не собран');
      expect(page.text).toContain('npm run build');
      const api = await send(app, '/api/auth/check');
      expect(api.status).toBe(401);
    } finally {
      await database.destroy();
    }
  });
});
