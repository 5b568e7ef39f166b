import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../shared/ui/page-loader';
import { RouteErrorBoundary } from './route-error-boundary';
import { useInactivitySignOut } from './use-inactivity-sign-out';

export function RootLayout() {
  const { pathname } = useLocation();
  useInactivitySignOut();
  useEffect(() => {
    // The server's drawing of the page is inert until the app has adopted it (start.tsx).
    document.getElementById('root')?.removeAttribute('inert');
  }, []);

  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader fullScreen />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
