import {
  DEMO_PASSWORD,
  demoAdmin,
  demoOwner,
  demoStaff,
  otherSchoolOwner,
  type Role,
  roleLabels,
} from '../../../src/contract/index.ts';

type Login = { role: string; email: string; password: string };

/** The demo accounts with their initial passwords; the admin's own password is never printed. */
export function demoLogins(adminEmail: string): Login[] {
  const demo = (role: Role, email: string, note = '') => ({
    role: `${roleLabels[role]}${note}`,
    email,
    password: DEMO_PASSWORD,
  });
  const admin =
    adminEmail === demoAdmin.email
      ? demo('admin', demoAdmin.email)
      : { role: roleLabels.admin, email: adminEmail, password: '(из ADMIN_PASSWORD)' };
  return [
    admin,
    demo('owner', demoOwner.account.email),
    ...demoStaff.map((staff) => demo(staff.role, staff.email)),
    demo('owner', otherSchoolOwner.account.email, ' (вторая школа)'),
  ];
}

/** A small fixed-width table for the console. */
export function formatLoginsTable(logins: Login[]): string {
  const header: Login = { role: 'Роль', email: 'Email', password: 'Пароль' };
  const rows = [header, ...logins];
  const width = (key: keyof Login) => Math.max(...rows.map((row) => row[key].length));
  const line = (row: Login) =>
    `  ${row.role.padEnd(width('role'))}  ${row.email.padEnd(width('email'))}  ${row.password}`;
  return rows.map(line).join('\n');
}
