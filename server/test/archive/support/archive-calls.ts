import JSZip from 'jszip';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { demoAdmin } from '../../../../src/contract/index.ts';
import { readTableGraph } from '../../../src/db/table-graph.ts';
import { ensureAdmin } from '../../../src/seed/ensure-admin.ts';
import { api, loginAs } from '../../support/api-client.ts';
import type { TestApp, TestContext } from '../../support/test-app.ts';

// The archive's calls as a browser makes them: the ZIP's bytes down, the same bytes up as base64.

export type Download = { status: number; headers: Headers; bytes: Uint8Array };

export async function download(app: TestApp, path: string, cookie: string): Promise<Download> {
  const response = await app.request(`/api${path}`, { headers: { cookie } });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The JSON file of an archive, parsed. */
export async function jsonOf(bytes: Uint8Array, name = 'school.json') {
  const zip = await JSZip.loadAsync(bytes);
  const file = zip.file(name);
  if (!file) throw new Error(`No ${name} in the archive`);
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the archive's JSON as it is
  return JSON.parse(await file.async('string')) as any;
}

export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export const OWNER_PASSWORD = 'пароль-нового-владельца';

/** The platform admin of an installation with no school yet (a hosted Ritm waiting for its first school). */
export async function adminOf(t: TestContext) {
  await ensureAdmin(t.db, demoAdmin, t.clock.now());
  return api(t.app, await loginAs(t.app, demoAdmin.email, demoAdmin.password));
}

export async function importAsAdmin(t: TestContext, bytes: Uint8Array) {
  const admin = await adminOf(t);
  const response = await admin.post('/schools/import', {
    archive: base64(bytes),
    owner_password: OWNER_PASSWORD,
  });
  expect(response.status, response.text).toBe(201);
  return response.body as { school_id: number; name: string; owner_email: string; rows: number };
}

/** The archive with its JSON changed (a broken or foreign archive), zipped again. */
// biome-ignore lint/suspicious/noExplicitAny: the tests break the archive's JSON as they please
export async function rezip(bytes: Uint8Array, change: (json: any) => void, name = 'school.json') {
  const zip = await JSZip.loadAsync(bytes);
  const json = await jsonOf(bytes, name);
  change(json);
  zip.file(name, JSON.stringify(json));
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** How many rows every table holds: the same before and after a refused import means nothing was written. */
export async function rowCounts(t: TestContext): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of (await readTableGraph(t.db)).keys()) {
    const row = await (t.db as unknown as Kysely<Record<string, object>>)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}
