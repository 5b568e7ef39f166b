import type { OnboardingDocument, OnboardingUserDetail } from '@invest/contracts';
import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { EmptyState } from '../../../shared/ui/empty-state';
import { UsersIcon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { BackLink } from '../console/back-link';
import { isUuid } from '../console/ids';
import { CompletedStepsCard } from './completed-steps-card';
import { DecisionCard } from './decision-card';
import { DocumentsCard } from './documents-card';
import { KycCard } from './kyc-card';
import { useOnboardingUserQuery } from './onboarding-admin.api';
import { type PendingReview, ReviewModal } from './review-modal';
import { ReviewTrailCard } from './review-trail-card';
import { useDocumentTypeNames } from './use-document-type-names';

function OnboardingUserDetails({ detail }: { detail: OnboardingUserDetail }) {
  const { t } = useTranslation();
  const typeNames = useDocumentTypeNames();
  const [review, setReview] = useState<PendingReview | null>(null);
  const name = detail.user.name.trim() || detail.user.email;
  const nameOf = (document: OnboardingDocument) =>
    t('admin.user.documentLabel', {
      type:
        typeNames.get(document.user_document_type_id) ??
        t('admin.user.unknownType', { id: document.user_document_type_id }),
      collection: document.collection,
    });
  const documentName = (documentId: string) => {
    const document = detail.documents.find((candidate) => candidate.id === documentId);
    return document ? nameOf(document) : documentId.slice(0, 8);
  };

  return (
    <>
      <PageHeader title={name} description={detail.user.email} />
      <Anchor component={Link} to={`/admin/users/${detail.user.id}`} size="sm" mb="lg" display="inline-block">
        {t('admin.user.accountLink')}
      </Anchor>
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <DecisionCard detail={detail} name={name} onReview={setReview} />
          <KycCard kyc={detail.kyc} />
        </SimpleGrid>
        <DocumentsCard documents={detail.documents} nameOf={nameOf} onReview={setReview} />
        <CompletedStepsCard completedAt={detail.registration_steps_completed_at} />
        <ReviewTrailCard reviews={detail.reviews} documentName={documentName} />
      </Stack>
      <ReviewModal userId={detail.user.id} review={review} onClose={() => setReview(null)} />
    </>
  );
}

/** `/admin/onboarding/:id`: one investor's steps, identity check, documents, decisions and audit trail. */
export function OnboardingUserPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.user.pageTitle'));
  const { id = '' } = useParams();
  const isUserId = isUuid(id);
  const detail = useOnboardingUserQuery(id, { skip: !isUserId });
  const isMissing = !isUserId || (isApiError(detail.error) && detail.error.status === 404);

  return (
    <>
      <BackLink to="/admin/onboarding" label={t('admin.user.back')} />
      {detail.isLoading ? <PageLoader /> : null}
      {isMissing ? <EmptyState icon={<UsersIcon />}>{t('admin.user.notFound')}</EmptyState> : null}
      {detail.isError && !isMissing ? <QueryError error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      {detail.data ? <OnboardingUserDetails detail={detail.data} /> : null}
    </>
  );
}
