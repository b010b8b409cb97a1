/** Every role of the product. `admin` is the platform administrator and belongs to no school. */
export const roles = ['admin', 'owner', 'manager', 'receptionist', 'teacher', 'accountant'] as const;
export type Role = (typeof roles)[number];

/** Roles the owner can give to staff accounts of the school. */
export const staffRoles = ['manager', 'receptionist', 'teacher', 'accountant'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<Role, string> = {
  admin: 'Администратор платформы',
  owner: 'Владелец',
  manager: 'Менеджер',
  receptionist: 'Администратор ресепшена',
  teacher: 'Преподаватель',
  accountant: 'Бухгалтер',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}
