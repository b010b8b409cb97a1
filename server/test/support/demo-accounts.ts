import { demoAdmin, demoOwner, demoStaff, otherSchoolOwner, type Role } from '../../../src/contract/index.ts';

const staffEmail = (role: Role) => {
  const staff = demoStaff.find((member) => member.role === role);
  if (!staff) throw new Error(`No demo staff member with role ${role}`);
  return staff.email;
};

/** The seeded accounts (docs/api.md, "Seed order") by what the tests use them for. */
export const accounts = {
  admin: { email: demoAdmin.email },
  owner: { email: demoOwner.account.email },
  manager: { email: staffEmail('manager') },
  receptionist: { email: staffEmail('receptionist') },
  teacher: { email: staffEmail('teacher') },
  secondTeacher: { email: 'teacher2@gracia-dance.ru' },
  accountant: { email: staffEmail('accountant') },
  otherOwner: { email: otherSchoolOwner.account.email },
} as const;

/** A seeded account by what the tests use it for; its id is read from the test database (demo-ids.ts). */
export type Account = keyof typeof accounts;
