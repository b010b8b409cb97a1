import {
  demoAdmin,
  demoOwner,
  demoStaff,
  otherSchoolOwner,
  registrationSchema,
  roleLabels,
  staffCreateSchema,
} from '@/contract';
import { createAccount } from './accounts';
import { seedDemoPeople } from './demo-people';
import { seedDemoSchedule } from './schedule-seed';
import { registerSchool } from './schools';
import { emptyTables, type MockTables } from './tables';

/**
 * The server's seed order (docs/api.md), so ids match: admin user 1; school 1 with owner 2 and staff 3–7;
 * school 2 with owner 8; then the demo people of school 1 (docs/api-people.md). Inputs go through the contract
 * schemas, normalised exactly as the server stores them.
 */
export function seedTables(): MockTables {
  const db = emptyTables();
  createAccount(db, {
    email: demoAdmin.email,
    password: demoAdmin.password,
    role: 'admin',
    school_id: null,
    profile: { full_name: roleLabels.admin, phone: '', birthdate: null },
  });
  const { school, owner } = registerSchool(db, registrationSchema.parse(demoOwner));
  const staff = demoStaff.map((member) =>
    createAccount(db, { ...staffCreateSchema.parse(member), school_id: school.id }),
  );
  registerSchool(db, registrationSchema.parse(otherSchoolOwner));
  const manager = staff.find((member) => member.role === 'manager') ?? owner;
  seedDemoPeople(db, school.id, { owner: owner.id, manager: manager.id });
  seedDemoSchedule(db, school.id);
  return db;
}
