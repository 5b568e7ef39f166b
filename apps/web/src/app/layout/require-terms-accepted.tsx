import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { returnStateFor, useTermsQuery } from '../../features/auth';
import { useAppSelector } from '../../shared/store/hooks';
import { PageLoader } from '../../shared/ui/page-loader';

/**
 * Signed-in users who have not accepted the current terms are sent to /terms first. A user who had
 * accepted them when last asked (this session's answer, kept until sign-out) sees the page at once
 * while they are asked again, and is sent on only if the terms have changed since.
 */
export function RequireTermsAccepted({ children }: { children: ReactNode }) {
  const location = useLocation();
  const acceptedBefore = useAppSelector((state) => state.app.showLegalTerms.accept);
  const { data: terms, isLoading } = useTermsQuery();
  if (isLoading && !acceptedBefore) return <PageLoader fullScreen />;
  if (terms && !terms.accepted) return <Navigate to="/terms" replace state={returnStateFor(location)} />;
  return children;
}
