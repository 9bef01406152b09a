import type { Access } from '@mamt/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { credsCanAccess } from '../lib/access';
import { useSession } from '../lib/use-session';

/** No stored token: off to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** A screen the session's user may not use sends them to the dashboard (documents 2 and 3). */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const { creds } = useSession();
  if (!credsCanAccess(access, creds)) return <Navigate to="/dashboard" replace />;
  return children;
}
