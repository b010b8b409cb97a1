import type { Context } from 'hono';
import type {
  Endpoint,
  EndpointBody,
  EndpointName,
  EndpointReply,
  SchoolTime,
  User,
} from '../../../../src/contract/index.ts';
import type { AppEnv } from '../../app-env.ts';
import type { CabinetSession } from '../../auth/cabinet-sessions.ts';
import type { InCallerSchool } from '../../auth/caller-school.ts';
import type { JoinPage } from '../../auth/join-page.ts';

/**
 * What a handler gets once the endpoint's guards have passed (`http/endpoint-routes.ts`): the caller, the
 * caller's school, the parsed body and the path id.
 */
export type HandlerRequest<Name extends EndpointName> = {
  c: Context<AppEnv>;
  user: Endpoint<Name>['access'] extends 'public' | 'cabinet' ? User | null : User;
  /** The family's session on a cabinet endpoint (docs/cabinet.md); null on every other. */
  cabinet: Endpoint<Name>['access'] extends 'cabinet' ? CabinetSession : null;
  /**
   * The school a public page's address names by its `:code` (docs/join-form.md), or null when no school has that
   * code; null on every endpoint without one.
   */
  page: Endpoint<Name>['path'] extends `${string}:code${string}` ? JoinPage | null : null;
  /**
   * The school the call works in — the caller's own, from the session — for an endpoint whose permission is a
   * school's (`InCallerSchool`): an account without a school is refused with 403 before the handler runs. Public
   * and session endpoints and the ones the admin may call have none.
   */
  schoolId: InCallerSchool<Endpoint<Name>['access']> extends true ? number : undefined;
  body: EndpointBody<Name>;
  id: Endpoint<Name>['path'] extends `${string}:id${string}` ? number : undefined;
  /** The request's moment in the caller's school: the clock is read once per request (docs/time.md). */
  time: SchoolTime;
};

export type Handler<Name extends EndpointName> = (
  request: HandlerRequest<Name>,
) => Promise<EndpointReply<Name>> | EndpointReply<Name>;

/** One handler per endpoint of the table; a module supplies its own part with `satisfies Partial<Handlers>`. */
export type Handlers = { [Name in EndpointName]: Handler<Name> };
