import { useEffect, useState } from 'react';
import { type FileRequest, useRegistrationFileMutation } from '../onboarding.api';

type FileState = { url: string | null; error: unknown; isLoading: boolean };

const loading: FileState = { url: null, error: null, isLoading: true };

/**
 * A file the server renders (a tax form, the deed) as an object URL, fetched when the component
 * appears and again on `retry`. The URL is revoked when the component goes or asks for another
 * file; one that arrives after that is revoked at once.
 */
export function useRegistrationFile({ url, method = 'GET' }: FileRequest) {
  const [fetchFile] = useRegistrationFileMutation();
  const [file, setFile] = useState<FileState>(loading);
  // Each request is a new object: asking for another file, or the same one again, runs the effect.
  const [request, setRequest] = useState<Required<FileRequest>>({ url, method });
  if (request.url !== url || request.method !== method) setRequest({ url, method });

  useEffect(() => {
    let isCurrent = true;
    let objectUrl: string | null = null;
    setFile(loading);
    fetchFile(request)
      .unwrap()
      .then(
        (fileUrl) => {
          if (!isCurrent) return URL.revokeObjectURL(fileUrl);
          objectUrl = fileUrl;
          setFile({ url: fileUrl, error: null, isLoading: false });
        },
        (error: unknown) => {
          if (isCurrent) setFile({ url: null, error, isLoading: false });
        },
      );
    return () => {
      isCurrent = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fetchFile, request]);

  return { ...file, retry: () => setRequest({ url, method }) };
}
