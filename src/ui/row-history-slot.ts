import { createContext, type ReactNode } from 'react';
import type { HistoryEntity } from '@/contract';

/**
 * «Что менялось» on an expanded row: the signed-in area fills it (with the history feature's button) for the roles
 * that may read the history; a row's details only ask for it. Features do not import each other.
 */
export const RowHistorySlot = createContext<
  /** `inGrid`: the button is a cell of a table's arrow-key navigation. */
  ((row: { entity: HistoryEntity; id: number; title: string; inGrid?: boolean }) => ReactNode) | null
>(null);
