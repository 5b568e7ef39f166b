import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../app/layout/auth-card';
import { AuthLayout } from '../../app/layout/auth-layout';
import { CheckCircleIcon } from '../../shared/ui/icons';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { ContactForm } from './contact-form';
import { useDomainInfoQuery } from './messages.api';

/** SPEC 8 CONT-1: the message was sent; the reference is the one the sender's copy quotes. */
function ContactSent({ reference, onAnother }: { reference: string; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert variant="light" color="green" icon={<CheckCircleIcon />} title={t('contact.sentTitle')} role="status">
        <Text size="sm">{t('contact.sent')}</Text>
        <Text size="xs" c="dimmed" mt="xs">
          {t('contact.reference', { reference })}
        </Text>
      </Alert>
      <Button variant="default" onClick={onAnother}>
        {t('contact.another')}
      </Button>
    </Stack>
  );
}

function SupportAddress() {
  const { t } = useTranslation();
  const email = useDomainInfoQuery().data?.support_email;
  if (!email) return null;
  return (
    <Text size="sm" c="dimmed">
      {t('contact.writeDirectly')} <Anchor href={`mailto:${email}`}>{email}</Anchor>
    </Text>
  );
}

/** `/contact`: the domain's contact and support form, for visitors and signed-in users alike. */
export function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.pageTitle'));
  const [reference, setReference] = useState<string | null>(null);
  return (
    <AuthLayout>
      <AuthCard title={t('contact.title')} description={t('contact.description')} width={560}>
        {reference ? (
          <ContactSent reference={reference} onAnother={() => setReference(null)} />
        ) : (
          <ContactForm onSent={setReference} />
        )}
        <SupportAddress />
      </AuthCard>
    </AuthLayout>
  );
}
