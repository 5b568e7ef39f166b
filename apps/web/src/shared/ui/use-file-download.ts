import { useState } from 'react';
import { isApiError } from '../api/api-error';
import { saveFile } from './save-file';

/**
 * A file fetched when asked for and handed to the browser as a download; a failure is kept as the
 * server's message (or `failedMessage`) for a FormAlert.
 */
export function useFileDownload(failedMessage: string) {
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (fetchObjectUrl: () => Promise<string>, fileName: string) => {
    setFailure(null);
    try {
      saveFile(await fetchObjectUrl(), fileName);
    } catch (error) {
      setFailure(isApiError(error) && error.message ? error.message : failedMessage);
    }
  };
  return { download, failure };
}
