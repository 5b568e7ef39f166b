import { isSuperAdmin } from '@invest/contracts/roles';
import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';

/** Super-administrators' pages of the console: other administrators go to its start (the server refuses them anyway). */
export function RequireSuperAdmin() {
  const isSuper = useAppSelector((state) => isSuperAdmin(state.auth.user));
  if (!isSuper) return <Navigate to="/admin" replace />;
  return <Outlet />;
}
