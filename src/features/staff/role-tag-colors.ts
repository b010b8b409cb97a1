import type { Role } from '@/contract';
import type { TagColor } from '@/ui/tag';

export const roleTagColors: Record<Role, TagColor> = {
  admin: 'red',
  owner: 'blue',
  manager: 'green',
  receptionist: 'neutral',
  teacher: 'neutral',
  accountant: 'red',
};
