/**
 * One writer per school (docs/time.md, «Один писатель на школу»): a school's write requests and the host's jobs
 * run one after another, so any interleaving of two people's presses ends as some serial order would — the
 * guarantee SQLite gives by itself, extended to whole requests (a request may run several statements and
 * transactions) and, on PostgreSQL, across processes. Different schools never wait on each other.
 *
 * Why a lock rather than SERIALIZABLE with retries: a retry would run a whole request again (its password
 * hashing, its reads, its answer), and a school's writes are few and short, so waiting in line costs less than
 * redoing work; and a lock gives the same order on SQLite and PostgreSQL, so both answer alike.
 */
export type SchoolWriter = <T>(schoolId: number, work: () => Promise<T>) => Promise<T>;

/** The writers of one process: a queue per school, dropped when it empties. */
export function inProcessWriter(): SchoolWriter {
  const tails = new Map<number, Promise<void>>();
  return async (schoolId, work) => {
    const previous = tails.get(schoolId) ?? Promise.resolve();
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => done);
    tails.set(schoolId, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (tails.get(schoolId) === tail) tails.delete(schoolId);
    }
  };
}
