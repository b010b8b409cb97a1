import { DEMO_PASSWORD, demoAdmin, demoOwner, demoStaff, type Role } from '../../src/contract';

/** One demo login per role, as the server and the mocks seed them. */
export const demoAccounts: Record<Role, { email: string; password: string }> = {
  admin: demoAdmin,
  owner: { email: demoOwner.account.email, password: DEMO_PASSWORD },
  manager: staffLogin('manager'),
  receptionist: staffLogin('receptionist'),
  teacher: staffLogin('teacher'),
  accountant: staffLogin('accountant'),
};

function staffLogin(role: Role) {
  const account = demoStaff.find((staff) => staff.role === role);
  if (!account) throw new Error(`No demo account for ${role}`);
  return { email: account.email, password: DEMO_PASSWORD };
}
