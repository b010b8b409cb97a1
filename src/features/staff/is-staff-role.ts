import { type Role, type StaffRole, staffRoles } from '@/contract';

/** Only staff accounts are managed here; the owner's own row stays read-only. */
export function isStaffRole(role: Role): role is StaffRole {
  return (staffRoles as readonly Role[]).includes(role);
}
