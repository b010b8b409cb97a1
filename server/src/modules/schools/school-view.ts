import type { School, SchoolListItem } from '../../../../src/contract/index.ts';
import type { SchoolRow } from './tables.ts';

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

/** A school of the admin's list: the spec's §2 names (name, city, phone, email) in lower case, and its zone. */
export function toSchoolListItem(
  row: Pick<SchoolRow, 'id' | 'name' | 'city' | 'email' | 'phone' | 'time_zone'>,
): SchoolListItem {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    phone: row.phone,
    email: row.email,
    time_zone: row.time_zone,
  };
}
