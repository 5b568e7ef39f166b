import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInvitationInfoQuery } from './auth.api';

const invitationCodePattern = /^[A-Za-z2-9]{8}$/;

/** Who invited the visitor of a sign-up link (?ref=), or a word that the link's code is not valid. */
export function InvitationGreeting({ code }: { code: string }) {
  const { t } = useTranslation();
  const isCode = invitationCodePattern.test(code);
  const info = useInvitationInfoQuery(code, { skip: !isCode });
  if (code === '') return null;
  if (info.data) {
    return (
      <Alert variant="light" color="green" role="status">
        {t('signUp.invitedBy', { name: info.data.inviter_first_name, company: info.data.company_name })}
      </Alert>
    );
  }
  if (isCode && !info.isError) return null;
  return (
    <Alert variant="light" color="yellow" role="status">
      {t('signUp.invitationUnknown')}
    </Alert>
  );
}
