import type {
  AdminOffering,
  CreateOfferingRequest,
  OfferingDocument,
  OfferingDocumentUploadFields,
  OfferingListQuery,
  OfferingTransitionRequest,
  OfferingUpdate,
  OfferingUpdateRequest,
  Page,
  PriceOfferingRequest,
} from '@invest/contracts';
import { api } from '../../../shared/api/api';

const form = { formErrors: true } as const;
const list = { type: 'AdminOffering', id: 'LIST' } as const;
const one = (id: string) => ({ type: 'AdminOffering' as const, id });
const base = (id: string) => `/admin/offerings/${encodeURIComponent(id)}`;

export type AdminOfferingListQuery = Partial<Pick<OfferingListQuery, 'state' | 'workflow'>> &
  Pick<OfferingListQuery, 'page' | 'limit'>;

export interface OfferingDocumentUpload extends OfferingDocumentUploadFields {
  offeringId: string;
  file: File;
  onUploadProgress: (fraction: number) => void;
}

/** The administrators' offering calls under /v1/admin/offerings (issue 18). */
const adminOfferingsApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminOffering', 'AdminOfferingDocuments', 'AdminOfferingUpdates'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminOfferings: build.query<Page<AdminOffering>, AdminOfferingListQuery>({
        query: (params) => ({ url: '/admin/offerings', params }),
        providesTags: [list],
      }),
      adminOffering: build.query<AdminOffering, string>({
        query: (id) => base(id),
        providesTags: (_result, _error, id) => [one(id)],
      }),
      createOffering: build.mutation<AdminOffering, CreateOfferingRequest>({
        query: (body) => ({ url: '/admin/offerings', method: 'POST', body }),
        extraOptions: form,
        invalidatesTags: [list],
      }),
      updateOffering: build.mutation<AdminOffering, { id: string; body: CreateOfferingRequest }>({
        query: ({ id, body }) => ({ url: base(id), method: 'PUT', body }),
        extraOptions: form,
        invalidatesTags: (_result, _error, { id }) => [list, one(id)],
      }),
      moveOffering: build.mutation<AdminOffering, { id: string; body: OfferingTransitionRequest }>({
        query: ({ id, body }) => ({ url: `${base(id)}/state`, method: 'POST', body }),
        extraOptions: form,
        invalidatesTags: (_result, _error, { id }) => [list, one(id)],
      }),
      /** The operations without a body: close (settle) and list on the exchange. */
      runOfferingOperation: build.mutation<AdminOffering, { id: string; operation: 'close' | 'list' }>({
        query: ({ id, operation }) => ({ url: `${base(id)}/${operation}`, method: 'POST', body: {} }),
        invalidatesTags: (_result, _error, { id }) => [list, one(id)],
      }),
      priceOffering: build.mutation<AdminOffering, { id: string; body: PriceOfferingRequest }>({
        query: ({ id, body }) => ({ url: `${base(id)}/price`, method: 'POST', body }),
        extraOptions: form,
        invalidatesTags: (_result, _error, { id }) => [list, one(id)],
      }),
      adminOfferingDocuments: build.query<OfferingDocument[], string>({
        query: (id) => `${base(id)}/documents`,
        transformResponse: (payload: { items: OfferingDocument[] }) => payload.items,
        providesTags: (_result, _error, id) => [{ type: 'AdminOfferingDocuments', id }],
      }),
      uploadOfferingDocument: build.mutation<OfferingDocument, OfferingDocumentUpload>({
        query: ({ offeringId, file, onUploadProgress, kind, title }) => {
          const body = new FormData();
          body.append('kind', kind);
          body.append('title', title);
          body.append('file', file);
          return { url: `${base(offeringId)}/documents`, method: 'POST', body, onUploadProgress };
        },
        extraOptions: form,
        invalidatesTags: (_result, _error, { offeringId }) => [{ type: 'AdminOfferingDocuments', id: offeringId }],
      }),
      deleteOfferingDocument: build.mutation<unknown, { offeringId: string; documentId: string }>({
        query: ({ offeringId, documentId }) => ({
          url: `${base(offeringId)}/documents/${encodeURIComponent(documentId)}`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { offeringId }) => [{ type: 'AdminOfferingDocuments', id: offeringId }],
      }),
      /** A document's PDF as an object URL, for the caller to open and then revoke. */
      adminOfferingDocumentFile: build.mutation<string, { offeringId: string; documentId: string }>({
        query: ({ offeringId, documentId }) => ({
          url: `${base(offeringId)}/documents/${encodeURIComponent(documentId)}/file`,
          responseType: 'blob',
        }),
      }),
      adminOfferingUpdates: build.query<OfferingUpdate[], string>({
        query: (id) => `${base(id)}/updates`,
        transformResponse: (payload: { items: OfferingUpdate[] }) => payload.items,
        providesTags: (_result, _error, id) => [{ type: 'AdminOfferingUpdates', id }],
      }),
      postOfferingUpdate: build.mutation<OfferingUpdate, { offeringId: string; body: OfferingUpdateRequest }>({
        query: ({ offeringId, body }) => ({ url: `${base(offeringId)}/updates`, method: 'POST', body }),
        extraOptions: form,
        invalidatesTags: (_result, _error, { offeringId }) => [{ type: 'AdminOfferingUpdates', id: offeringId }],
      }),
    }),
  });

export const {
  useAdminOfferingsQuery,
  useAdminOfferingQuery,
  useCreateOfferingMutation,
  useUpdateOfferingMutation,
  useMoveOfferingMutation,
  useRunOfferingOperationMutation,
  usePriceOfferingMutation,
  useAdminOfferingDocumentsQuery,
  useUploadOfferingDocumentMutation,
  useDeleteOfferingDocumentMutation,
  useAdminOfferingDocumentFileMutation,
  useAdminOfferingUpdatesQuery,
  usePostOfferingUpdateMutation,
} = adminOfferingsApi;
