import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date-time';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FileIcon } from '../../../shared/ui/icons';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { SectionCard } from '../../../shared/ui/section-card';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useAccountDocumentsQuery } from './account-documents.api';
import { DocumentItem } from './document-item';
import { ReplaceDocumentForm } from './replace-document-form';
import { useSaveAccountFile } from './use-save-account-file';

/** The signed deed of trust, to download, once the investor has signed one. */
function SignedDeed({ signedAt }: { signedAt: string }) {
  const { t } = useTranslation();
  const { save, isSaving } = useSaveAccountFile();
  return (
    <SectionCard id="signed-deed-title" title={t('accountDocuments.deedTitle')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('accountDocuments.deedSigned', { date: formatDate(signedAt) })}</Text>
        <Button variant="default" loading={isSaving} onClick={() => void save({ kind: 'deed' }, 'deed-of-trust.pdf')}>
          {t('accountDocuments.deedDownload')}
        </Button>
      </Group>
    </SectionCard>
  );
}

/**
 * `/account/documents`: the investor's documents with their review status and expiry, each to
 * download; an expired or refused identity document is replaced here, in chunks with a progress bar.
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('accountDocuments.pageTitle'));
  const documents = useAccountDocumentsQuery();
  const [replacingId, setReplacingId] = useState<string | null>(null);
  const items = documents.data?.items ?? [];

  const list = documents.isLoading ? (
    <ListSkeleton />
  ) : documents.isError ? (
    <QueryError error={documents.error} onRetry={() => void documents.refetch()} />
  ) : items.length === 0 ? (
    <EmptyState icon={<FileIcon size={24} aria-hidden="true" />}>{t('accountDocuments.empty')}</EmptyState>
  ) : (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((document, index) => (
        <Fragment key={document.id}>
          {index > 0 ? <Divider component="li" aria-hidden="true" /> : null}
          <DocumentItem
            document={document}
            replace={
              document.can_replace && replacingId !== document.id ? (
                <Button
                  size="xs"
                  aria-label={t('accountDocuments.replaceNamed', { name: document.type_name })}
                  onClick={() => setReplacingId(document.id)}
                >
                  {t('accountDocuments.replace')}
                </Button>
              ) : null
            }
          />
          {replacingId === document.id ? (
            <li>
              <ReplaceDocumentForm document={document} onDone={() => setReplacingId(null)} />
            </li>
          ) : null}
        </Fragment>
      ))}
    </Stack>
  );

  return (
    <>
      <PageHeader title={t('accountDocuments.title')} description={t('accountDocuments.description')} />
      <Stack gap="xl" maw={960}>
        <SectionCard
          id="documents-title"
          title={t('accountDocuments.listTitle')}
          description={t('accountDocuments.listDescription')}
        >
          {list}
        </SectionCard>
        {documents.data?.deed ? <SignedDeed signedAt={documents.data.deed.signed_at} /> : null}
      </Stack>
    </>
  );
}
