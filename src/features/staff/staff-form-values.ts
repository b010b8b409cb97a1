import type { StaffCreateInput, StaffRole, StaffUpdateInput, User } from '@/contract';

/** What the staff form edits, as the inputs hold it (strings; '' means empty). */
export type StaffFormValues = {
  email: string;
  password: string;
  role: StaffRole;
  fullName: string;
  phone: string;
  birthdate: string;
};

export const emptyStaffForm: StaffFormValues = {
  email: '',
  password: '',
  role: 'teacher',
  fullName: '',
  phone: '',
  birthdate: '',
};

export function staffFormFromUser(user: User, role: StaffRole): StaffFormValues {
  return {
    email: user.email,
    password: '',
    role,
    fullName: user.profile.full_name,
    phone: user.profile.phone,
    birthdate: user.profile.birthdate ?? '',
  };
}

export function toStaffCreateInput(values: StaffFormValues): StaffCreateInput {
  return {
    email: values.email,
    password: values.password,
    role: values.role,
    profile: { full_name: values.fullName, phone: values.phone, birthdate: values.birthdate || null },
  };
}

/** An empty new password means "keep the current one", so it is left out. */
export function toStaffUpdateInput(values: StaffFormValues): StaffUpdateInput {
  return {
    role: values.role,
    profile: { full_name: values.fullName, phone: values.phone, birthdate: values.birthdate || null },
    ...(values.password ? { password: values.password } : {}),
  };
}
