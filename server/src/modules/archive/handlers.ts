import type { ApiDeps } from '../../app-env.ts';
import type { Handlers } from '../shared/handler.ts';
import * as service from './service.ts';

/**
 * A file as an attachment: its Russian name for browsers (RFC 6266's `filename*`, UTF-8) and a Latin one for the
 * rest; the bytes are the handler's, so no JSON layer touches them.
 */
function download(file: service.ArchiveFile): Response {
  const russian = encodeURIComponent(file.name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16)}`,
  );
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `attachment; filename="${file.asciiName}"; filename*=UTF-8''${russian}`,
    },
  });
}

export function archiveHandlers({ db }: ApiDeps) {
  return {
    schoolExport: async ({ schoolId, time }) => download(await service.exportSchool(db, schoolId, time)),
    clientExport: async ({ schoolId, id, time }) =>
      download(await service.exportFamily(db, schoolId, id, time)),
    schoolImport: ({ user, body }) => service.importSchool(db, user, body),
  } satisfies Partial<Handlers>;
}
