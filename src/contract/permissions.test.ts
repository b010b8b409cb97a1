import { describe, expect, it } from 'vitest';
import {
  apiPermissions,
  can,
  canOnRow,
  canOpen,
  homePathFor,
  navigationByRole,
  routeAccess,
} from './permissions';
import { roles } from './roles';

describe('route guards (spec, section 6)', () => {
  it.each([
    ['/leads', ['manager', 'owner']],
    ['/students', ['manager', 'owner']],
    ['/clients', ['manager', 'owner']],
    ['/schedule', ['receptionist', 'teacher', 'owner']],
    ['/finances', ['accountant', 'owner']],
    ['/reports', ['accountant', 'owner']],
    ['/admin/schools', ['admin']],
  ] as const)('%s opens only for %j (and the admin)', (path, allowed) => {
    for (const role of roles) {
      expect(canOpen(role, path)).toBe(role === 'admin' || (allowed as readonly string[]).includes(role));
    }
  });

  it('lets every role open /profile', () => {
    expect(roles.every((role) => canOpen(role, '/profile'))).toBe(true);
  });
});

describe('side navigation (spec, section 2)', () => {
  it('keeps the spec quirks: receptionist and teacher see students, the manager does not (but sees «Сообщения»)', () => {
    expect(navigationByRole.receptionist).toContain('/students');
    expect(navigationByRole.teacher).toContain('/students');
    expect(canOpen('receptionist', '/students')).toBe(false);
    expect(navigationByRole.manager).toEqual(['/leads', '/clients', '/messages', '/profile']);
  });

  it('lands each role on its first permitted page', () => {
    expect(homePathFor('owner')).toBe('/leads');
    expect(homePathFor('manager')).toBe('/leads');
    expect(homePathFor('admin')).toBe('/admin/schools');
    expect(homePathFor('receptionist')).toBe('/schedule');
    expect(homePathFor('teacher')).toBe('/schedule');
    expect(homePathFor('accountant')).toBe('/finances');
  });

  it('links only to guarded paths', () => {
    for (const role of roles) {
      for (const path of navigationByRole[role]) expect(routeAccess).toHaveProperty(path);
    }
  });
});

describe('server permission table', () => {
  it('gives platform administration to the admin alone', () => {
    expect(roles.filter((role) => can(role, 'schools:list'))).toEqual(['admin']);
    expect(roles.filter((role) => can(role, 'schools:delete'))).toEqual(['admin']);
  });

  it('lets only the owner edit the school and manage staff', () => {
    expect(roles.filter((role) => can(role, 'schools:update'))).toEqual(['owner']);
    expect(roles.filter((role) => can(role, 'users:manage'))).toEqual(['owner']);
  });

  it('never grants the admin school data', () => {
    const schoolPermissions = Object.entries(apiPermissions).filter(
      ([action]) => !action.startsWith('schools:'),
    );
    expect(
      schoolPermissions.filter(([, allowed]) => (allowed as readonly string[]).includes('admin')),
    ).toEqual([]);
  });
});

describe('row rules (entity:action:own|any)', () => {
  it('lets the owner and the front desk mark any lesson, a teacher only their own, nobody else any', () => {
    const marks = (own: boolean) => roles.filter((role) => canOnRow(role, 'attendance:mark', own));
    expect(marks(false)).toEqual(['owner', 'receptionist']);
    expect(marks(true)).toEqual(['owner', 'receptionist', 'teacher']);
  });

  it('lets a role call a row action when it holds either scope', () => {
    expect(roles.filter((role) => can(role, 'attendance:mark'))).toEqual([
      'owner',
      'receptionist',
      'teacher',
    ]);
  });
});

describe('the form of a permission', () => {
  it('is entity:action, a row rule with :own or :any after it — one form in the table, the docs and the code', () => {
    for (const permission of Object.keys(apiPermissions))
      expect(permission).toMatch(/^[a-z]+(?:-[a-z]+)*:[a-z]+(?:-[a-z]+)*(?::(?:own|any))?$/);
    // The entity comes first: «attendance:mark», never «mark:attendance».
    expect(Object.keys(apiPermissions)).toContain('attendance:mark:own');
    expect(
      Object.keys(apiPermissions).some((permission) => /^(read|write|mark|list|manage):/.test(permission)),
    ).toBe(false);
  });
});
