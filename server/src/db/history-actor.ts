// Who a write is recorded under in the history of changes (0014-history). The triggers cannot see the request, so
// the host hands it to them: SQLite through the `ritm_actor()` function it registers on its connection, PostgreSQL
// through the `ritm.actor` setting of each write transaction (server/node/postgres-author.ts).

/**
 * A staff member's id; the maker's id with the API token a call came with (the history names the token); null for the
 * system (registration, a sweep); 'off' where writes are not history (the demo seed).
 */
export type Actor = number | { user: number; token: number } | null | 'off';

/** Runs work as an actor and says, from anywhere inside that work, whose it is. */
export type ActorScope = {
  run<T>(actor: Actor, work: () => Promise<T>): Promise<T>;
  current(): Actor;
};

/**
 * The scope of a host that runs one request at a time (the mock host's queue): the actor is simply the one last
 * set. The Node host, whose requests interleave, installs one over AsyncLocalStorage instead.
 */
function sequentialScope(): ActorScope {
  let actor: Actor = null;
  return {
    async run(next, work) {
      const previous = actor;
      actor = next;
      try {
        return await work();
      } finally {
        actor = previous;
      }
    },
    current: () => actor,
  };
}

let scope: ActorScope = sequentialScope();

export function installActorScope(next: ActorScope): void {
  scope = next;
}

export function actorScope(): ActorScope {
  return scope;
}

/** The actor as the triggers read it: '' for the system, 'off', or the id as text. */
export function actorText(actor: Actor = scope.current()): string {
  if (actor === null) return '';
  return typeof actor === 'object' ? String(actor.user) : String(actor);
}

/** The API token of the actor as the triggers read it (0026-integrations): its id, or null without one. */
export function actorToken(actor: Actor = scope.current()): number | null {
  return actor !== null && typeof actor === 'object' ? actor.token : null;
}
