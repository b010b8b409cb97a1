import { deleteRows, insertRow } from './table';
import type { MockTables } from './tables';

/** One link in a write: which client, who they are to the student, whether they pay. */
export type ClientLink = { id: number; relation: string; is_payer: boolean };

/** One link per client: a client listed twice keeps its first relation and payer flag. */
export function distinctLinks(links: readonly ClientLink[]): ClientLink[] {
  const byClient = new Map<number, ClientLink>();
  for (const link of links) if (!byClient.has(link.id)) byClient.set(link.id, link);
  return [...byClient.values()];
}

/** Replaces the student's links with `links` (already checked to be clients of the school). */
export function setClientLinks(
  db: MockTables,
  schoolId: number,
  studentId: number,
  links: readonly ClientLink[],
): void {
  deleteRows(db.student_clients, (row) => row.student_id === studentId);
  for (const link of links) {
    insertRow(db.student_clients, {
      school_id: schoolId,
      student_id: studentId,
      client_id: link.id,
      relation: link.relation,
      is_payer: link.is_payer,
    });
  }
}
