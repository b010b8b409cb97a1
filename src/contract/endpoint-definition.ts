import { z } from 'zod';
import type { EndpointRoute } from './http';

export { type Access, API_PREFIX, type EndpointRoute, fillPath, IDEMPOTENCY_HEADER } from './http';

// What an endpoint of the API is (docs/api.md): the tables of endpoints (endpoints.ts, cabinet-endpoints.ts) are
// made of these — a route (http.ts) with its schemas.

export type EndpointDefinition = EndpointRoute & {
  /** The JSON body, parsed by the server before the handler runs. */
  body?: z.ZodType;
  /** A filter body: an empty body reads as `{}` (docs/api.md, Conventions). */
  filter?: true;
  /**
   * The body may be the school id itself, as the spec's client posts it: a JSON number or numeric string, or — in
   * any content type, as axios sends a bare number (`application/x-www-form-urlencoded`, body `1`) — the id's
   * digits or nothing (docs/api.md, Conventions).
   */
  schoolIdBody?: true;
  /** What a success answers. */
  answer: z.ZodType;
  /** 201 for a create; 200 otherwise. */
  created?: true;
  /** The body carries a whole file's rows (an import), so it may be larger than any other request's. */
  fileBody?: true;
  /**
   * A list tagged with the school's data revision (docs/api.md, «Условные списки»): an ETag on the answer, 304 for
   * a request naming the current one. Only for answers that depend on nothing but the school's data, the day, the
   * caller's role and the body.
   */
  revisioned?: true;
  /**
   * A POST that only reads — a filter, a report, a preview (docs/time.md, «Чтение ничего не пишет»): it runs beside
   * the school's writes rather than in turn with them, and announces no change, as every GET does.
   */
  reads?: true;
  /**
   * An event stream (`text/event-stream`) that stays open; `answer` is then the shape of one event's data. The
   * handler answers with the stream itself.
   */
  stream?: true;
  /**
   * A file to save, not JSON: the handler answers a ZIP as an attachment (`Content-Disposition`, with its name), and
   * `answer` stands for its bytes (docs/archive.md).
   */
  download?: true;
  /**
   * A create that moves money or imports data: a repeated `Idempotency-Key` within a day answers the first result
   * again instead of writing twice (docs/api.md, «Повтор запроса»).
   */
  idempotent?: true;
};

export const okResponseSchema = z.object({ ok: z.literal(true) });
