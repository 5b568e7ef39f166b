import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../shared/ui/save-file';
import { useAccountFileMutation } from './account-documents.api';

/** Downloads one of the investor's documents, or their signed deed, under `fileName`. */
export function useSaveAccountFile() {
  const { t } = useTranslation();
  const [fetchFile, { isLoading }] = useAccountFileMutation();
  const save = async (file: Parameters<typeof fetchFile>[0], fileName: string) => {
    try {
      saveFile(await fetchFile(file).unwrap(), fileName);
    } catch {
      notifications.show({ color: 'red', message: t('accountDocuments.downloadFailed') });
    }
  };
  return { save, isSaving: isLoading };
}
