import { Link } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';
import { useCompanyName } from '../../shared/ui/use-page-title';
import classes from './layout.module.css';

/** A logo at the theme's logo height, or the company's name when there is no logo. */
export function BrandMark({ logo, company }: { logo: string | undefined; company: string }) {
  return logo ? (
    <img src={logo} alt={company} className={classes.logo} />
  ) : (
    <span className={classes.brandName}>{company}</span>
  );
}

/** The tenant's logo (or its company name when it has none), linking home. */
export function TenantBrand({ to }: { to: string }) {
  const company = useCompanyName();
  const logo = useAppSelector((state) => state.app.theme?.logo);
  return (
    <Link to={to} className={`${classes.brand} mantine-focus-auto`}>
      <BrandMark logo={logo} company={company} />
    </Link>
  );
}
