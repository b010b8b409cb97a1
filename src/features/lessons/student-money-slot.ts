import { createContext, type ReactNode } from 'react';
import type { AttendanceRecord } from '@/contract';

/**
 * What the roll shows beside a student for the front desk: the page fills it (with selling a subscription and
 * taking a payment, from the finances feature) for the roles that may; features do not import each other.
 */
export const StudentMoneySlot = createContext<
  ((student: Pick<AttendanceRecord, 'student_id' | 'student_name'>) => ReactNode) | null
>(null);
