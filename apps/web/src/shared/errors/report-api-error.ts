import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import type { ApiError } from '../api/api-error';
import type { ErrorContext } from '../api/base-query';
import { alertFor } from './alert-policy';
import { showAlert } from './alert-store';

export function reportApiError(error: ApiError, context: ErrorContext) {
  const alert = alertFor(error, context);
  if (alert) showAlert(alert);
}

export function reportTradingAccountError(error: ApiError) {
  console.warn('Trading account lookup failed', error);
  notifications.show({
    color: 'yellow',
    title: i18next.t('errors.tradingAccountTitle'),
    message: i18next.t('errors.tradingAccountUnavailable'),
  });
}
