import type { Lead } from '@/contract';

/** The marks of the link a lead came by to the school's trial form: «vk · cpc · autumn» (docs/join-form.md). */
export const marksText = (lead: Lead) =>
  [lead.utm_source, lead.utm_medium, lead.utm_campaign].filter(Boolean).join(' · ');
