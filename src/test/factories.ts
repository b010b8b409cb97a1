import type { RegistrationInput, StaffCreateInput } from '@/contract';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

/** A new school with its owner; unique emails unless overridden. */
export function buildRegistration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  const n = next();
  return {
    school: {
      name: `Студия «Пируэт ${n}»`,
      city: 'Томск',
      phone: '+7 (382) 200-00-00',
      email: `hi${n}@piruet.ru`,
    },
    account: { email: `owner${n}@piruet.ru`, password: 'piruet-2026' },
    profile: { full_name: 'Ковалёва Анна Сергеевна', phone: '+7 (913) 100-20-30', birthdate: '1990-04-12' },
    ...overrides,
  };
}

/** A new staff member of the demo school; a unique email unless overridden. */
export function buildStaffMember(overrides: Partial<StaffCreateInput> = {}): StaffCreateInput {
  const n = next();
  return {
    email: `coach${n}@gracia-dance.ru`,
    password: 'coach-pass-2026',
    role: 'teacher',
    profile: { full_name: `Орлов Денис Игоревич ${n}`, phone: '+7 (917) 300-40-50', birthdate: '1995-08-21' },
    ...overrides,
  };
}
