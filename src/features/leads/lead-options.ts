import type { Group, Source, Status } from '@/contract';

/** The dictionaries the leads table picks from; the page loads them and passes them in. */
export type LeadOptions = {
  statuses: readonly Status[];
  sources: readonly Source[];
  /** The lead groups (tabs). */
  groups: readonly Group[];
  /** Student groups, offered when a lead becomes a student. */
  studentGroups: readonly Group[];
};
