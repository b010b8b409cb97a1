import type { Client } from '@/contract';

/** Spec, section 4: an updated client keeps the groups on screen when the answer has none. */
export function mergeClient(existing: Client, answer: Client): Client {
  if (answer.groups.length > 0) return answer;
  return { ...answer, groups: existing.groups, group_id: existing.group_id };
}
