import type { RegistrationInput } from './schemas/schools';
import type { StaffCreateInput } from './schemas/users';

/**
 * The demo school loaded on an empty database, by the Node host and by the mock host alike (both run the same
 * seed). These are demo credentials, printed at start; a real installation runs with SEED_DEMO=0.
 */
export const DEMO_PASSWORD = 'ritm-demo-2026';

export const demoOwner: RegistrationInput = {
  school: {
    name: 'Школа танца «Грация»',
    city: 'Казань',
    phone: '+7 (843) 212-45-67',
    email: 'hello@gracia-dance.ru',
  },
  account: { email: 'owner@gracia-dance.ru', password: DEMO_PASSWORD },
  profile: { full_name: 'Савельева Ирина Андреевна', phone: '+7 (917) 255-10-01', birthdate: '1984-03-12' },
};

export const demoStaff: StaffCreateInput[] = [
  {
    email: 'manager@gracia-dance.ru',
    password: DEMO_PASSWORD,
    role: 'manager',
    profile: { full_name: 'Гарипова Алсу Ринатовна', phone: '+7 (917) 255-10-02', birthdate: '1993-07-25' },
  },
  {
    email: 'reception@gracia-dance.ru',
    password: DEMO_PASSWORD,
    role: 'receptionist',
    profile: { full_name: 'Николаева Дарья Сергеевна', phone: '+7 (917) 255-10-03', birthdate: '2001-11-02' },
  },
  {
    email: 'teacher@gracia-dance.ru',
    password: DEMO_PASSWORD,
    role: 'teacher',
    profile: {
      full_name: 'Хабибуллин Артур Ильдарович',
      phone: '+7 (917) 255-10-04',
      birthdate: '1990-05-17',
    },
  },
  {
    email: 'teacher2@gracia-dance.ru',
    password: DEMO_PASSWORD,
    role: 'teacher',
    profile: {
      full_name: 'Морозова Полина Викторовна',
      phone: '+7 (917) 255-10-05',
      birthdate: '1996-01-30',
    },
  },
  {
    email: 'accountant@gracia-dance.ru',
    password: DEMO_PASSWORD,
    role: 'accountant',
    profile: { full_name: 'Зайцева Людмила Петровна', phone: '+7 (917) 255-10-06', birthdate: '1978-09-09' },
  },
];

/** The platform admin of the demo (used when ADMIN_EMAIL / ADMIN_PASSWORD are not set). */
export const demoAdmin = { email: 'admin@ritm.local', password: DEMO_PASSWORD } as const;

/** A second, smaller school: proves in tests and in the mocks that schools never see each other's data. */
export const otherSchoolOwner: RegistrationInput = {
  school: {
    name: 'Студия «Сальса Лайф»',
    city: 'Самара',
    phone: '+7 (846) 300-20-10',
    email: 'info@salsalife.ru',
  },
  account: { email: 'owner@salsalife.ru', password: DEMO_PASSWORD },
  profile: { full_name: 'Кузнецов Максим Олегович', phone: '+7 (927) 700-11-22', birthdate: '1988-02-14' },
};
