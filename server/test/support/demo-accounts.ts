import { demoAdmin, demoOwner, demoStaff, otherSchoolOwner, type Role } from '../../../src/contract/index.ts';

const staffEmail = (role: Role) => {
  const staff = demoStaff.find((member) => member.role === role);
  if (!staff) throw new Error(`No demo staff member with role ${role}`);
  return staff.email;
};

/** The seeded accounts (docs/api.md, "Seed order") by what the tests use them for. */
export const accounts = {
  admin: { id: 1, email: demoAdmin.email },
  owner: { id: 2, email: demoOwner.account.email },
  manager: { id: 3, email: staffEmail('manager') },
  receptionist: { id: 4, email: staffEmail('receptionist') },
  teacher: { id: 5, email: staffEmail('teacher') },
  secondTeacher: { id: 6, email: 'teacher2@gracia-dance.ru' },
  accountant: { id: 7, email: staffEmail('accountant') },
  otherOwner: { id: 8, email: otherSchoolOwner.account.email },
} as const;

export const DEMO_SCHOOL_ID = 1;
export const OTHER_SCHOOL_ID = 2;

/** A seeded account by what the tests use it for; its id is read from the test database (demo-ids.ts). */
export type Account = keyof typeof accounts;
