import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loader } from '@/ui/loader';
import { authQueries } from '../api/session';

type SessionGateProps = { children: ReactNode };

/** Spec, section 4: the app shows the loader until the start-up auth check has answered. */
export function SessionGate({ children }: SessionGateProps) {
  const session = useQuery(authQueries.session());
  if (session.isPending) return <Loader fullScreen />;
  return children;
}
