import type { Role, User } from '../../../../src/contract/index.ts';
import { api, loginAs } from '../../support/api-client.ts';
import { buildRegistration } from '../../support/factories.ts';
import { type ApiAs, createStaffAs } from '../../support/staff-helpers.ts';
import type { TestContext } from '../../support/test-app.ts';

const STAFF_PASSWORD = 'пароль-сотрудника';

/** The staff of a school the schedule tests build for themselves, by what each one is for. */
const staffPlan = {
  manager: { role: 'manager', full_name: 'Гарипова Алсу Ринатовна' },
  receptionist: { role: 'receptionist', full_name: 'Николаева Дарья Сергеевна' },
  teacher: { role: 'teacher', full_name: 'Хабибуллин Артур Ильдарович' },
  secondTeacher: { role: 'teacher', full_name: 'Морозова Полина Викторовна' },
  accountant: { role: 'accountant', full_name: 'Зайцева Людмила Петровна' },
} as const satisfies Record<string, { role: Role; full_name: string }>;

export type StaffMember = keyof typeof staffPlan | 'owner';

export type ScheduleSchool = {
  schoolId: number;
  /** User ids. */
  ids: Record<StaffMember, number>;
  /** Phones of the teachers as stored (masked), for lesson cards. */
  phones: Record<'teacher' | 'secondTeacher', string>;
  /** Requests as that person, with any extra headers (an Idempotency-Key). */
  as: (who: StaffMember, headers?: Record<string, string>) => ApiAs;
  /** That person's session cookie, for a request the JSON helpers cannot make (a file's bytes). */
  cookie: (who: StaffMember) => string;
  /** The same person on another app over the same database (another process: the concurrency suite). */
  on: (app: TestContext['app'], who: StaffMember, headers?: Record<string, string>) => ApiAs;
  /** Logs everyone in again: sessions end after 30 days, and some tests move the clock further. */
  signInAgain: () => Promise<void>;
};

/**
 * A school of its own (registered through the API, staff created by its owner), so the schedule tests start from
 * an empty timetable whatever the demo seed holds.
 */
export async function createScheduleSchool(t: TestContext): Promise<ScheduleSchool> {
  const registration = buildRegistration();
  const registered = await api(t.app).post('/ownerschool/register', registration);
  if (registered.status !== 201) throw new Error(`Registration failed: ${registered.text}`);
  const ownerCookie = await loginAs(t.app, registration.account.email, registration.account.password);
  const owner = api(t.app, ownerCookie);
  const cookies: Partial<Record<StaffMember, string>> = { owner: ownerCookie };
  const credentials: [StaffMember, string, string][] = [
    ['owner', registration.account.email, registration.account.password],
  ];
  const ids: Partial<Record<StaffMember, number>> = { owner: registered.body.user.id };
  const phones = { teacher: '', secondTeacher: '' };

  for (const [index, [who, plan]] of Object.entries(staffPlan).entries()) {
    const { staff, user } = await createStaffAs(owner, {
      role: plan.role,
      profile: {
        full_name: plan.full_name,
        phone: `9174000${String(index).padStart(3, '0')}`,
        birthdate: null,
      },
    });
    ids[who as keyof typeof staffPlan] = user.id;
    cookies[who as keyof typeof staffPlan] = await loginAs(t.app, staff.email, STAFF_PASSWORD);
    credentials.push([who as keyof typeof staffPlan, staff.email, STAFF_PASSWORD]);
    if (who === 'teacher' || who === 'secondTeacher') phones[who] = (user as User).profile.phone;
  }

  return {
    schoolId: registered.body.school.id,
    ids: ids as Record<StaffMember, number>,
    phones,
    as: (who, headers) => api(t.app, cookies[who], headers),
    cookie: (who) => cookies[who] ?? '',
    on: (app, who, headers) => api(app, cookies[who], headers),
    signInAgain: async () => {
      for (const [who, email, password] of credentials) cookies[who] = await loginAs(t.app, email, password);
    },
  };
}
