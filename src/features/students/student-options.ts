import type { Group, Status } from '@/contract';

/** A client a student can be linked to (the page loads the clients and passes them in). */
export type ClientChoice = { id: number; name: string; phone: string; contact: string };

/** The dictionaries the students table picks from. */
export type StudentOptions = {
  statuses: readonly Status[];
  groups: readonly Group[];
  clients: readonly ClientChoice[];
};
