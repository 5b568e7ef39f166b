import { Link } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';
import { useCompanyName } from '../../shared/ui/use-page-title';
import classes from './layout.module.css';

/** The tenant's logo (or its company name when it has none), linking home. */
export function TenantBrand({ to }: { to: string }) {
  const company = useCompanyName();
  const logo = useAppSelector((state) => state.app.theme?.logo);
  return (
    <Link to={to} className={`${classes.brand} mantine-focus-auto`}>
      {logo ? (
        <img src={logo} alt={company} className={classes.logo} />
      ) : (
        <span className={classes.brandName}>{company}</span>
      )}
    </Link>
  );
}
