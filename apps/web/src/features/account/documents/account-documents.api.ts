import type {
  AccountDocuments,
  ReplaceDocumentRequest,
  ReplacedDocument,
  StartUploadRequest,
  UploadSession,
} from '@invest/contracts';
import { api } from '../../../shared/api/api';

const form = { formErrors: true } as const;
const uploadUrl = (id: string) => `/account/upload-user-file/${encodeURIComponent(id)}`;

export interface ChunkUpload {
  uploadId: string;
  index: number;
  bytes: Blob;
  onUploadProgress: (fraction: number) => void;
}

/**
 * The investor's documents after onboarding (SPEC 7 Account: documents, upload-user-file and its
 * chunks, finish-upload-user-file, settings/document, deed-of-trust) under /v1/account.
 */
const accountDocumentsApi = api.enhanceEndpoints({ addTagTypes: ['AccountDocuments'] }).injectEndpoints({
  endpoints: (build) => ({
    accountDocuments: build.query<AccountDocuments, void>({
      query: () => '/account/documents',
      providesTags: ['AccountDocuments'],
    }),
    /** A document's file, or the signed deed, as an object URL the caller saves and revokes. */
    accountFile: build.mutation<string, { kind: 'document'; id: string } | { kind: 'deed' }>({
      query: (file) => ({
        url: file.kind === 'deed' ? '/account/deed-of-trust' : `/account/documents/${encodeURIComponent(file.id)}/file`,
        responseType: 'blob',
      }),
    }),
    startUpload: build.mutation<UploadSession, StartUploadRequest>({
      query: (body) => ({ url: '/account/upload-user-file', method: 'POST', body }),
      extraOptions: form,
    }),
    uploadSession: build.mutation<UploadSession, string>({
      query: (id) => uploadUrl(id),
      extraOptions: form,
    }),
    putChunk: build.mutation<UploadSession, ChunkUpload>({
      query: ({ uploadId, index, bytes, onUploadProgress }) => ({
        url: `${uploadUrl(uploadId)}/chunks/${index}`,
        method: 'PUT',
        body: bytes,
        onUploadProgress,
      }),
      extraOptions: form,
    }),
    finishUpload: build.mutation<UploadSession, string>({
      query: (id) => ({ url: '/account/finish-upload-user-file', method: 'POST', body: { upload_id: id } }),
      extraOptions: form,
    }),
    cancelUpload: build.mutation<void, string>({
      query: (id) => ({ url: uploadUrl(id), method: 'DELETE' }),
      extraOptions: form,
    }),
    replaceDocument: build.mutation<ReplacedDocument, ReplaceDocumentRequest>({
      query: (body) => ({ url: '/account/settings/document', method: 'POST', body }),
      invalidatesTags: ['AccountDocuments', 'Documents', 'Kyc'],
      extraOptions: form,
    }),
  }),
});

export const {
  useAccountDocumentsQuery,
  useAccountFileMutation,
  useStartUploadMutation,
  useUploadSessionMutation,
  usePutChunkMutation,
  useFinishUploadMutation,
  useCancelUploadMutation,
  useReplaceDocumentMutation,
} = accountDocumentsApi;
