import type { AccountSettings, ProfileChange, ProfileChangeKind } from '@invest/contracts';
import { Alert } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date-time';
import { CautionAlert } from '../../../shared/ui/caution-alert';

/** The names of the changed fields, in words, each once ("first name, last name"). */
export function fieldNames(t: TFunction, fields: readonly string[]): string {
  const names = fields.map((field) => t(`accountArea.fields.${field}`, { defaultValue: field.replaceAll('_', ' ') }));
  return [...new Set(names)].join(', ');
}

function decidedNotice(t: TFunction, change: ProfileChange) {
  const values = { date: formatDate(change.decided_at), fields: fieldNames(t, change.fields) };
  if (change.status === 'applied') {
    return (
      <Alert color="green" variant="light" title={t('accountArea.appliedTitle')}>
        {t('accountArea.appliedBody', values)}
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title={t('accountArea.refusedTitle')} role="alert">
      {t('accountArea.refusedBody', { ...values, reason: change.decision_reason ?? '' })}
    </Alert>
  );
}

/**
 * Where the page's change of verified details stands: waiting for its check, or the outcome of the
 * latest one. Nothing when neither concerns this page's `kind`.
 */
export function ReviewNotice({ settings, kind }: { settings: AccountSettings; kind: ProfileChangeKind }) {
  const { t } = useTranslation();
  const pending = settings.pending_change;
  if (pending?.kind === kind) {
    return (
      <CautionAlert title={t('accountArea.pendingTitle')}>
        {t('accountArea.pendingBody', {
          date: formatDate(pending.requested_at),
          fields: fieldNames(t, pending.fields),
        })}
      </CautionAlert>
    );
  }
  const decided = settings.last_decision;
  return decided?.kind === kind ? decidedNotice(t, decided) : null;
}
