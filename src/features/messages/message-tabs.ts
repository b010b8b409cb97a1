import { can, type Role } from '@/contract';

export const messageTabs = ['log', 'templates', 'settings'] as const;
export type MessageTab = (typeof messageTabs)[number];

/** The journal is everyone's who opens the page; templates and settings are the owner's (schools:update). */
export function tabsFor(role: Role): readonly MessageTab[] {
  return can(role, 'schools:update') ? messageTabs : ['log'];
}

/** A tab named in the address, if it is one. */
export function parseTab(value: unknown): MessageTab | undefined {
  return messageTabs.find((tab) => tab === value);
}
