import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { returnStateFor, useTermsQuery } from '../../features/auth';
import { PageLoader } from '../../shared/ui/page-loader';

/** Signed-in users who have not accepted the current terms are sent to /terms first. */
export function RequireTermsAccepted({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data: terms, isLoading } = useTermsQuery();
  if (isLoading) return <PageLoader fullScreen />;
  if (terms && !terms.accepted) return <Navigate to="/terms" replace state={returnStateFor(location)} />;
  return children;
}
