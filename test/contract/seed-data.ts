import {
  DEFAULT_TIME_ZONE,
  DEMO_PASSWORD,
  demoAdmin,
  demoOwner,
  demoStaff,
  otherSchoolOwner,
  type RegistrationInput,
  roleLabels,
  type School,
  type SchoolListItem,
  type User,
} from '@/contract';

// What docs/api.md's seed order promises, written as the answers both implementations must give.

function schoolOf(id: number, { school }: RegistrationInput): School {
  return {
    id,
    Name: school.name,
    City: school.city ?? '',
    Email: school.email ?? '',
    Phone: school.phone ?? '',
    TimeZone: DEFAULT_TIME_ZONE,
  };
}

function ownerOf(id: number, schoolId: number, { account, profile }: RegistrationInput): User {
  return {
    id,
    email: account.email,
    role: 'owner',
    school_id: schoolId,
    profile: {
      full_name: profile.full_name,
      phone: profile.phone ?? '',
      birthdate: profile.birthdate ?? null,
    },
  };
}

export const gracia = schoolOf(1, demoOwner);
export const salsaLife = schoolOf(2, otherSchoolOwner);

/** The demo school's id and the other school's: what cases send as `school_id` and expect back. */
export const GRACIA_ID = gracia.id;
export const SALSA_ID = salsaLife.id;

/** A school as the admin's list answers it (`GET /schools/getall`): lower-case names and the time zone. */
export function listedSchool({ id, Name, City, Phone, Email, TimeZone }: School): SchoolListItem {
  return { id, name: Name, city: City, phone: Phone, email: Email, time_zone: TimeZone };
}

export const platformAdmin: User = {
  id: 1,
  email: demoAdmin.email,
  role: 'admin',
  school_id: null,
  profile: { full_name: roleLabels.admin, phone: '', birthdate: null },
};

export const graciaOwner = ownerOf(2, GRACIA_ID, demoOwner);

/** Users 3–7, in `demoStaff` order. */
export const graciaStaff: User[] = demoStaff.map((member, index) => ({
  id: 3 + index,
  email: member.email,
  role: member.role,
  school_id: GRACIA_ID,
  profile: {
    full_name: member.profile.full_name,
    phone: member.profile.phone ?? '',
    birthdate: member.profile.birthdate ?? null,
  },
}));

export const salsaOwner = ownerOf(8, SALSA_ID, otherSchoolOwner);

export const seededUsers: User[] = [platformAdmin, graciaOwner, ...graciaStaff, salsaOwner];

/** The first seeded user with a role (manager 3, receptionist 4, teacher 5, accountant 7). */
export function seededUserWithRole(role: User['role']): User {
  const user = seededUsers.find((candidate) => candidate.role === role);
  if (!user) throw new Error(`No seeded ${role}`);
  return user;
}

export { DEMO_PASSWORD };
