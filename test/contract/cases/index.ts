import { authCases } from './auth.cases';
import type { ContractCases } from './contract-case';
import { conventionCases } from './conventions.cases';
import { clientCases } from './people-clients.cases';
import { dictionaryCases } from './people-dictionaries.cases';
import { groupCases } from './people-groups.cases';
import { leadCheckCases } from './people-lead-checks.cases';
import { conversionCases } from './people-lead-conversion.cases';
import { leadCases } from './people-leads.cases';
import { studentLinkCases } from './people-student-links.cases';
import { studentCases } from './people-students.cases';
import { profileCases } from './profiles.cases';
import { registrationCases } from './registration.cases';
import { attendanceCases } from './schedule-attendance.cases';
import { generationCases } from './schedule-generation.cases';
import { lessonCases } from './schedule-lessons.cases';
import { reshapingCases } from './schedule-reshaping.cases';
import { styleCases } from './schedule-styles.cases';
import { timetableCases } from './schedule-timetable.cases';
import { schoolCases } from './schools.cases';
import { specClientCases } from './spec-client.cases';
import { specClientNewSchoolCases } from './spec-client-new-school.cases';
import { staffChangeCases } from './staff-changes.cases';
import { staffCases, userListCases } from './users.cases';

const groups = {
  'spec client': specClientCases,
  'spec client, new school': specClientNewSchoolCases,
  conventions: conventionCases,
  auth: authCases,
  registration: registrationCases,
  profiles: profileCases,
  users: userListCases,
  staff: staffCases,
  'staff changes': staffChangeCases,
  schools: schoolCases,
  'people dictionaries': dictionaryCases,
  'people groups': groupCases,
  'people leads': leadCases,
  'lead checks': leadCheckCases,
  'lead conversion': conversionCases,
  'people students': studentCases,
  'student links': studentLinkCases,
  'people clients': clientCases,
  'schedule directions': styleCases,
  'schedule timetable': timetableCases,
  'schedule lessons': lessonCases,
  'lesson generation': generationCases,
  'timetable changes': reshapingCases,
  attendance: attendanceCases,
} satisfies Record<string, ContractCases>;

type GroupName = keyof typeof groups;

/** The cases of some groups as `[name, case]`, named `group: scenario`, for `it.each`. */
export function contractCaseGroups(names: readonly GroupName[] = Object.keys(groups) as GroupName[]) {
  return names.flatMap((group) =>
    Object.entries(groups[group]).map(([name, run]) => [`${group}: ${name}`, run] as const),
  );
}

/** Every case: the server's contract. */
export const contractCases = contractCaseGroups();

/**
 * One group per area, for the mock host's parity check (the seed's ids, sessions, errors, lists, money), and the
 * spec's client from a new school (a registration, form-encoded bodies, the school's own dictionaries).
 */
export const paritySample: readonly GroupName[] = [
  'spec client, new school',
  'conventions',
  'auth',
  'people leads',
  'people students',
  'schedule lessons',
  'attendance',
];
