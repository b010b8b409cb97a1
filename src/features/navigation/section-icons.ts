import {
  CalendarDays,
  ChartColumn,
  CircleUser,
  Contact,
  GraduationCap,
  History,
  type LucideIcon,
  Magnet,
  Mail,
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
  '/messages': Mail,
  '/history': History,
  '/profile': CircleUser,
  '/admin/schools': School,
};
