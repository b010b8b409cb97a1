import { formatMoney, type Subscription } from '@/contract';
import { formatDate } from '@/lib/dates';
import { financeTexts } from './texts';

/** A pass in one line: its status, what is left, until when, what is paid of what it costs. */
export function passSummary(item: Subscription): string {
  const parts = [financeTexts.statuses[item.status], financeTexts.visitsLeft(item.remaining_visits)];
  if (item.expires_at) parts.push(financeTexts.until(formatDate(item.expires_at)));
  if (item.frozen_until) parts.push(financeTexts.frozenUntil(formatDate(item.frozen_until)));
  parts.push(financeTexts.paid(formatMoney(item.paid), formatMoney(item.price)));
  return parts.join(' · ');
}
