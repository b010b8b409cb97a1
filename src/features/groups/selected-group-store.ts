import { create } from 'zustand';
import type { GroupEntityType } from '@/contract';

/** `null` is «Все»; a table without an entry has not been chosen yet and shows its first group. */
type SelectedGroupState = {
  selected: Partial<Record<GroupEntityType, number | null>>;
  selectGroup: (entityType: GroupEntityType, groupId: number | null) => void;
};

/** The selected group tab of each people table (spec: client state in zustand, nothing from the server). */
export const useSelectedGroupStore = create<SelectedGroupState>()((set) => ({
  selected: {},
  selectGroup: (entityType, groupId) =>
    set((state) => ({ selected: { ...state.selected, [entityType]: groupId } })),
}));
