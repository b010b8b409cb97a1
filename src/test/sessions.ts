import { DEMO_PASSWORD, demoAdmin, demoOwner, demoStaff, type Role } from '@/contract';
import { http } from '@/lib/http';

/** The demo login of each role, as seeded by the mocks (docs/api.md, seed order). */
export const demoLogins: Record<Role, string> = {
  admin: demoAdmin.email,
  owner: demoOwner.account.email,
  manager: 'manager@gracia-dance.ru',
  receptionist: 'reception@gracia-dance.ru',
  teacher: 'teacher@gracia-dance.ru',
  accountant: 'accountant@gracia-dance.ru',
};

/** Full names as seeded, to find people in lists. */
export const demoStaffNames = demoStaff.map((member) => member.profile.full_name);

/**
 * Arranges a signed-in browser: logs in through the app's own client, so the mocked session cookie is
 * stored and sent with every later request, as in a real tab.
 */
export async function signInAs(role: Role): Promise<void> {
  await http.post('user_accounts/login', { json: { email: demoLogins[role], password: DEMO_PASSWORD } });
}
