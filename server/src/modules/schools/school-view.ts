import type { School } from '../../../../src/contract/index.ts';
import type { SchoolRow } from '../../db/schema.ts';

/** The School object of the spec: capitalised field names, in the documented order. */
export function toSchool(
  row: Pick<SchoolRow, 'id' | 'name' | 'city' | 'email' | 'phone' | 'time_zone'>,
): School {
  return {
    id: row.id,
    Name: row.name,
    City: row.city,
    Email: row.email,
    Phone: row.phone,
    TimeZone: row.time_zone,
  };
}
