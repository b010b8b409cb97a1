import {
  CalendarDays,
  ChartColumn,
  CircleUser,
  Contact,
  GraduationCap,
  History,
  type LucideIcon,
  Magnet,
  School,
  Wallet,
} from 'lucide-react';
import type { GuardedPath } from '@/contract';

export const sectionIcons: Record<GuardedPath, LucideIcon> = {
  '/leads': Magnet,
  '/students': GraduationCap,
  '/clients': Contact,
  '/schedule': CalendarDays,
  '/finances': Wallet,
  '/reports': ChartColumn,
  '/history': History,
  '/profile': CircleUser,
  '/admin/schools': School,
};
