import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { inactivityNoticeDismissed } from './auth.slice';

/** Tells a user who was signed out for inactivity why (SPEC 4, wasInactive). */
export function InactivityNotice() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const wasInactive = useAppSelector((state) => state.auth.wasInactive);
  const minutes = useAppSelector((state) => state.app.allowedInactiveInMinutes);
  if (!wasInactive) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      title={t('inactivity.title')}
      withCloseButton
      closeButtonLabel={t('common.ok')}
      onClose={() => dispatch(inactivityNoticeDismissed())}
      role="status"
    >
      {t('inactivity.body', { count: minutes })}
    </Alert>
  );
}
