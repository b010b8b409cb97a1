import { redirect } from '@tanstack/react-router';
import { canOpen, type GuardedPath, type User } from '@/contract';

/** A page's guard (spec, section 6): a role that may not open the page lands on /profile. */
export function requireAccess(user: User, path: GuardedPath): void {
  if (!canOpen(user.role, path)) throw redirect({ to: '/profile' });
}
