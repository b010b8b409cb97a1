import type { RegistrationInput, StaffCreateInput } from '../../../src/contract/index.ts';

let sequence = 0;
const next = () => {
  sequence += 1;
  // Random, not the clock: test files on one database must not collide, and tests never read the real time.
  return `${Math.random().toString(36).slice(2, 8)}${sequence}`;
};

/** A registration payload with a unique owner email; nested overrides replace whole parts. */
export function buildRegistration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  const key = next();
  return {
    school: {
      name: `Студия «Ритм ${key}»`,
      city: 'Уфа',
      phone: '8 347 200-10-10',
      email: `studio-${key}@example.ru`,
    },
    account: { email: `owner-${key}@example.ru`, password: 'пароль-владельца' },
    profile: {
      full_name: 'Ахметова Гульнара Ильдусовна',
      phone: '+7 917 300 40 50',
      birthdate: '1987-04-21',
    },
    ...overrides,
  };
}

export function buildStaff(overrides: Partial<StaffCreateInput> = {}): StaffCreateInput {
  const key = next();
  return {
    email: `staff-${key}@example.ru`,
    password: 'пароль-сотрудника',
    role: 'teacher',
    profile: { full_name: 'Сафина Эльвира Маратовна', phone: '9173004051', birthdate: '1995-10-03' },
    ...overrides,
  };
}
