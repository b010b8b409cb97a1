import type { SchoolEvent } from '../../../src/contract/index.ts';

/** What a subscriber hears: a change of its school, or `null` when the host stops and the stream should end. */
export type SchoolEventListener = (event: SchoolEvent | null) => void;

/**
 * Live updates (docs/api.md, «Живые обновления»): a write that changed a school's data is published here, and
 * every open event stream of that school hears it. In one process the fan-out is in memory; the Node host on
 * PostgreSQL carries it through LISTEN/NOTIFY, so a write through one process reaches browsers on the others.
 */
export type SchoolEvents = {
  publish(schoolId: number, event: SchoolEvent): Promise<void>;
  subscribe(schoolId: number, listener: SchoolEventListener): () => void;
  /** Ends every stream (the host is shutting down). */
  close(): void;
};

/** The subscribers of this process, by school; `deliver` hands them an event however it arrived. */
export class LocalSubscribers {
  private readonly bySchool = new Map<number, Set<SchoolEventListener>>();

  add(schoolId: number, listener: SchoolEventListener): () => void {
    const listeners = this.bySchool.get(schoolId) ?? new Set();
    listeners.add(listener);
    this.bySchool.set(schoolId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.bySchool.delete(schoolId);
    };
  }

  deliver(schoolId: number, event: SchoolEvent): void {
    for (const listener of this.bySchool.get(schoolId) ?? []) listener(event);
  }

  /** Every school hears `event` (after a lost connection to the database, when any change may have been missed). */
  deliverToAll(event: SchoolEvent | null): void {
    for (const listeners of this.bySchool.values()) for (const listener of listeners) listener(event);
  }
}

/** One process: SQLite, the mock host, tests. */
export function memorySchoolEvents(): SchoolEvents {
  const subscribers = new LocalSubscribers();
  return {
    publish: async (schoolId, event) => subscribers.deliver(schoolId, event),
    subscribe: (schoolId, listener) => subscribers.add(schoolId, listener),
    close: () => subscribers.deliverToAll(null),
  };
}
