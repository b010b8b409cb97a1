import { canOpen, type GuardedPath, homePathFor, type Role, routeAccess } from '@/contract';

function isGuardedPath(path: string): path is GuardedPath {
  return Object.hasOwn(routeAccess, path);
}

/**
 * Where to go after login: the page the person was sent away from when their role may open it, else their
 * home. Only known app paths are followed, so a crafted `redirect` cannot send anyone off-site.
 */
export function landingPathFor(role: Role, redirect?: string): GuardedPath {
  const path = redirect?.split(/[?#]/)[0];
  if (path && isGuardedPath(path) && canOpen(role, path)) return path;
  return homePathFor(role);
}
