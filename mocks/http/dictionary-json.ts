import type { Group, Source, Status } from '@/contract';
import type { GroupRow, SourceRow, StatusRow } from '../db/tables';

// Statuses, sources and groups answered as the contract's shapes, field for field.

export function statusJson({ id, name, type, color, school_id }: StatusRow): Status {
  return { id, name, type, color, school_id };
}

export function sourceJson({ id, name, school_id }: SourceRow): Source {
  return { id, name, school_id };
}

export function groupJson({ id, name, entity_type, school_id, color }: GroupRow): Group {
  return { id, name, entity_type, school_id, color };
}
