import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useCreateOfferingMutation } from './admin-offerings.api';
import { OfferingTermsForm } from './offering-terms-form';

/** `/admin/offerings/new`: the terms of a new draft. */
export function AdminOfferingNewPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.offeringForm.newTitle'));
  const navigate = useNavigate();
  const [create] = useCreateOfferingMutation();

  return (
    <>
      <PageHeader title={t('admin.offeringForm.newTitle')} description={t('admin.offeringForm.newDescription')} />
      <OfferingTermsForm
        submitLabel={t('admin.offeringForm.create')}
        onSubmit={async (body) => {
          const created = await create(body).unwrap();
          notifications.show({ color: 'green', message: t('admin.offeringForm.created') });
          await navigate(`/admin/offerings/${created.id}`);
        }}
        onCancel={() => void navigate('/admin/offerings')}
      />
    </>
  );
}
