import { isAdministrator } from '@invest/contracts/roles';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { signOut } from '../../features/auth';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { LogoutIcon, MailIcon, SettingsIcon, ShieldIcon } from '../../shared/ui/icons';
import classes from './layout.module.css';
import { accountSections, adminSections } from './main-nav';

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/**
 * The signed-in user's menu: who is signed in, the sections that are theirs (invitations, gift cards,
 * settings, security), an administrator's sections, and sign out.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  if (!user) return null;
  const isAdmin = isAdministrator(user);
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={t('userMenu.label')}>
          <Avatar radius="xl" size={32} color="brand" variant="light">
            {initials(user.first_name, user.last_name)}
          </Avatar>
          <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate="end">
            {name}
          </Text>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('userMenu.signedInAs')}</Menu.Label>
        <Text size="sm" fw={500} px="sm" truncate="end">
          {name}
        </Text>
        <Text size="xs" c="dimmed" px="sm" pb="xs" truncate="end">
          {user.email}
        </Text>
        <Menu.Divider />
        {accountSections(t).map((section) => (
          <Menu.Item key={section.to} component={Link} to={section.to} leftSection={section.icon}>
            {section.label}
          </Menu.Item>
        ))}
        <Menu.Item component={Link} to="/account/settings" leftSection={<SettingsIcon size={16} />}>
          {t('userMenu.settings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/security" leftSection={<ShieldIcon size={16} />}>
          {t('userMenu.security')}
        </Menu.Item>
        <Menu.Item component={Link} to="/contact" leftSection={<MailIcon size={16} />}>
          {t('common.contactLink')}
        </Menu.Item>
        {isAdmin ? (
          <>
            <Menu.Divider />
            <Menu.Label>{t('userMenu.administration')}</Menu.Label>
            {adminSections(t).map((section) => (
              <Menu.Item key={section.to} component={Link} to={section.to} leftSection={section.icon}>
                {section.label}
              </Menu.Item>
            ))}
          </>
        ) : null}
        <Menu.Divider />
        <Menu.Item leftSection={<LogoutIcon size={16} />} onClick={() => void dispatch(signOut())}>
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
