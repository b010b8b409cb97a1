import { type Context, Hono } from 'hono';
import {
  DEFAULT_TIME_ZONE,
  type EndpointDefinition,
  type EndpointName,
  endpoints,
  schoolTime,
  TAB_HEADER,
  TAB_ID_PATTERN,
  validateAt,
} from '../../../src/contract/index.ts';
import type { ApiDeps, AppEnv } from '../app-env.ts';
import { assertCan } from '../auth/access.ts';
import { assertNoOtherSchoolNamed, callerSchoolId, inCallerSchool } from '../auth/caller-school.ts';
import { findJoinPage } from '../auth/join-page.ts';
import { actorScope } from '../db/history-actor.ts';
import { schoolRevision } from '../db/school-revision.ts';
import type { SchoolEvents } from '../events/school-events.ts';
import type { HandlerRequest, Handlers } from '../modules/shared/handler.ts';
import { webhookEventsOfEndpoint } from '../modules/webhooks/events.ts';
import { queueEvents } from '../modules/webhooks/service.ts';
import { type Brotli, isFresh, KeptAnswers, keptResponse, listTag } from './conditional-lists.ts';
import { outsideTokenScopes, unauthenticated } from './errors.ts';
import { claimIdempotencyKey } from './idempotency.ts';
import { readPathId } from './path-id.ts';
import { changedFieldsFilter } from './update-body.ts';
import { parseBody, readJsonBody } from './validate.ts';

export type { Handler, HandlerRequest, Handlers } from '../modules/shared/handler.ts';

/**
 * Live updates: when the call changed the school's data (its revision moved; a dry run or a refusal does not), the
 * school's event streams hear of it, with the tab that wrote so that tab can skip it.
 */
async function announceChange(
  c: Context<AppEnv>,
  db: ApiDeps['db'],
  events: SchoolEvents,
  schoolId: number,
  revisionBefore: number,
): Promise<void> {
  const revision = await schoolRevision(db, schoolId);
  if (revision === revisionBefore) return;
  const tab = c.req.header(TAB_HEADER) ?? null;
  await events.publish(schoolId, { revision, tab: tab && TAB_ID_PATTERN.test(tab) ? tab : null });
}

/**
 * Registers every endpoint of the contract table. The checks run in one order everywhere: session (401), role
 * (403), path id (400 when malformed), a `school_id` naming another school (403), body (400), an account without
 * a school on an endpoint that works in one (403), and only then the handler, whose answer goes out as JSON with
 * 201 for a create.
 */
export function endpointRoutes(
  handlers: Handlers,
  {
    db,
    now,
    events,
    writer,
    compress,
    brotli,
  }: Pick<ApiDeps, 'db' | 'now' | 'events' | 'writer'> & { compress: boolean; brotli?: Brotli },
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const kept = new KeptAnswers();
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint: EndpointDefinition = endpoints[name];
    const handle = handlers[name] as (request: HandlerRequest<EndpointName>) => Promise<unknown> | unknown;
    // Whatever the handler writes is recorded in the history under its caller (db/history-actor.ts): the staff
    // member, or the owner who made the API token together with the token's name.
    const handler = (request: HandlerRequest<EndpointName>) => {
      const token = request.c.get('session')?.token;
      const user = request.user?.id ?? null;
      return actorScope().run(token && user !== null ? { user, token: token.id } : user, async () =>
        handle(request),
      );
    };
    const eventsOf = webhookEventsOfEndpoint[name];
    const scoped = inCallerSchool(endpoint.access);
    const isUpdate = endpoint.method === 'PATCH' || endpoint.method === 'PUT';
    // A read takes neither the school's writer (a lock and its connection on PostgreSQL) nor a revision read after.
    const mayWrite = endpoint.method !== 'GET' && !endpoint.revisioned && !endpoint.reads;
    const bodyFields = isUpdate ? changedFieldsFilter(endpoint) : (json: unknown) => json;
    // A school's public page (docs/join-form.md): the `:code` of its address names the school, as a session would.
    const onPage = endpoint.path.includes(':code');
    routes.on(endpoint.method, endpoint.path, async (c) => {
      // A cabinet endpoint is opened by the cabinet's session only, every other by the staff's (docs/cabinet.md);
      // a page's visitor is nobody, whoever else the browser is signed in as.
      const forCabinet = endpoint.access === 'cabinet';
      const page = onPage ? await findJoinPage(db, c.req.param('code') ?? '') : null;
      const session = forCabinet || onPage ? null : c.get('session');
      const cabinet = forCabinet ? c.get('cabinet') : null;
      const user = session?.user ?? null;
      const zone = page?.timeZone ?? session?.timeZone ?? cabinet?.timeZone ?? DEFAULT_TIME_ZONE;
      const time = schoolTime(zone, now());
      if (endpoint.access === 'cabinet') {
        if (!cabinet) throw unauthenticated();
      } else if (endpoint.access !== 'public') {
        if (!user) throw unauthenticated();
        // A token opens only the actions it was given (and nothing that needs a person: the profile, the stream).
        if (
          session?.token &&
          (endpoint.access === 'session' || !session.token.scopes.includes(endpoint.access))
        )
          throw outsideTokenScopes();
        if (endpoint.access !== 'session') assertCan(user, endpoint.access);
      }
      const id = endpoint.path.includes(':id') ? readPathId(c) : undefined;
      let body: unknown;
      if (endpoint.body) {
        let json = await readJsonBody(c, { emptyAsObject: endpoint.filter });
        if (endpoint.schoolIdBody && (typeof json === 'number' || typeof json === 'string'))
          json = { school_id: json };
        assertNoOtherSchoolNamed(user, json);
        const schema = endpoint.body;
        // The contract's date rules ("not in the future") read the school's day.
        body = validateAt(time, () => parseBody(bodyFields(json), schema));
      }
      // The school the call works in: the caller's own (auth/caller-school.ts); `scoped` implies a signed-in user.
      const callerSchool = scoped && user ? callerSchoolId(user) : undefined;
      const request = {
        c,
        user,
        cabinet,
        page,
        schoolId: callerSchool,
        body,
        id,
        time,
      } as HandlerRequest<EndpointName>;
      if (endpoint.revisioned && session && user?.school_id != null) {
        // A conditional list (docs/api.md): 304 for the current tag, the kept answer, or a fresh one kept.
        const tag = listTag(name, user, user.school_id, session.schoolRevision, body, time.today);
        // Weak: the same answer goes gzipped or not.
        c.header('ETag', `W/${tag}`);
        if (isFresh(c, tag)) return c.body(null, 304);
        const answer = await kept.answer(tag, async () => JSON.stringify(await handler(request)));
        return keptResponse(c, answer, compress, brotli);
      }
      const status = endpoint.created ? 201 : 200;
      // The school a write works in and the revision the caller saw: the page's, the family's, or the staff's.
      const writing =
        page ??
        cabinet ??
        (session && user?.school_id != null ? { ...session, schoolId: user.school_id } : null);
      if (!(mayWrite && writing)) {
        const reply = await handler(request);
        return reply instanceof Response ? reply : c.json(reply as object, status);
      }
      // A write: the school's one writer runs it (db/school-writer.ts), with its Idempotency-Key if it takes one.
      const { schoolId } = writing;
      const answer = await writer(schoolId, async () => {
        const claim =
          endpoint.idempotent && user
            ? await claimIdempotencyKey(c, db, { endpoint: name, userId: user.id, now: time.now })
            : ({ kind: 'none' } as const);
        if (claim.kind === 'replay') return { ...claim.replay, replayed: true };
        try {
          const reply = await handler(request);
          if (reply instanceof Response) return reply;
          // The write's webhooks, queued while the school's writer is still held: in the order of the writes.
          if (eventsOf) await queueEvents(db, schoolId, eventsOf(reply, body, time.now), time.now);
          const stored = { status, answer: JSON.stringify(reply) };
          if (claim.kind === 'claimed') await claim.store(stored.status, stored.answer);
          return stored;
        } catch (error) {
          if (claim.kind === 'claimed') await claim.release();
          throw error;
        }
      });
      if (answer instanceof Response) return answer;
      // The write is committed: a notice that cannot go out (the host is stopping, the database connection dropped)
      // must not turn its answer into a 500. Streams that missed it refetch what they show when they reconnect.
      await announceChange(c, db, events, schoolId, writing.schoolRevision).catch((error: Error) =>
        console.error('Живые обновления: изменение не разослано:', error.message),
      );
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if ('replayed' in answer) headers['Idempotent-Replayed'] = 'true';
      return c.body(answer.answer, answer.status as 200 | 201, headers);
    });
  }
  return routes;
}
