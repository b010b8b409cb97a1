import type { Lead } from '@/contract';

/**
 * A lead answered by the server merged into the row on screen (spec, section 4): the source and the status
 * change only when the answer carries a new id, the author only when the answer names one.
 */
export function mergeLead(existing: Lead, answer: Lead): Lead {
  const newSource = answer.source_id !== null && answer.source_id !== existing.source_id;
  const newStatus = answer.status_id !== null && answer.status_id !== existing.status_id;
  return {
    ...existing,
    ...answer,
    source_id: newSource ? answer.source_id : existing.source_id,
    source_name: newSource ? answer.source_name : existing.source_name,
    status_id: newStatus ? answer.status_id : existing.status_id,
    status_name: newStatus ? answer.status_name : existing.status_name,
    created_by: answer.created_by ? answer.created_by : existing.created_by,
  };
}
