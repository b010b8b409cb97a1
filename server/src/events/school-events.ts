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
  /**
   * Ends every stream, and any opened from now on at once (the host is shutting down: a stream that stayed open
   * would hold the server's close until the grace timer cut every request off). Changes still publish until `end`.
   */
  close(): void;
  /** Lets go of what publishing holds, once no request can publish any more (the server has closed). */
  end(): Promise<void>;
};

/** The subscribers of this process, by school; `deliver` hands them an event however it arrived. */
export class LocalSubscribers {
  private readonly bySchool = new Map<number, Set<SchoolEventListener>>();
  private closed = false;

  add(schoolId: number, listener: SchoolEventListener): () => void {
    // Opened while the host stops: told so as soon as it has subscribed.
    if (this.closed) {
      queueMicrotask(() => listener(null));
      return () => {};
    }
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

  /** Every subscriber hears the end, and so does any that comes later. */
  close(): void {
    this.closed = true;
    this.deliverToAll(null);
  }
}

/** One process: SQLite, the mock host, tests. */
export function memorySchoolEvents(): SchoolEvents {
  const subscribers = new LocalSubscribers();
  return {
    publish: async (schoolId, event) => subscribers.deliver(schoolId, event),
    subscribe: (schoolId, listener) => subscribers.add(schoolId, listener),
    close: () => subscribers.close(),
    end: async () => {},
  };
}
