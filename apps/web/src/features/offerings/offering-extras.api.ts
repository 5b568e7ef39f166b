import type { Offering, OfferingDocument, OfferingUpdate } from '@invest/contracts';
import { api } from '../../shared/api/api';

const path = (id: string) => `/ipo/${encodeURIComponent(id)}`;

/** What an investor reads beside an offering's terms (issue 18): its documents and updates, and "notify me". */
const offeringExtrasApi = api
  .enhanceEndpoints({ addTagTypes: ['OfferingDocuments', 'OfferingUpdates'] })
  .injectEndpoints({
    endpoints: (build) => ({
      offeringDocuments: build.query<OfferingDocument[], string>({
        query: (id) => `${path(id)}/documents`,
        transformResponse: (payload: { items: OfferingDocument[] }) => payload.items,
        providesTags: (_result, _error, id) => [{ type: 'OfferingDocuments', id }],
      }),
      /** A document's PDF as an object URL, for the caller to hand to the browser and revoke. */
      offeringDocumentFile: build.mutation<string, { offeringId: string; documentId: string }>({
        query: ({ offeringId, documentId }) => ({
          url: `${path(offeringId)}/documents/${encodeURIComponent(documentId)}/file`,
          responseType: 'blob',
        }),
      }),
      offeringUpdates: build.query<OfferingUpdate[], string>({
        query: (id) => `${path(id)}/updates`,
        transformResponse: (payload: { items: OfferingUpdate[] }) => payload.items,
        providesTags: (_result, _error, id) => [{ type: 'OfferingUpdates', id }],
      }),
      setOfferingNotify: build.mutation<Offering, { id: string; notify: boolean }>({
        query: ({ id, notify }) => ({ url: `${path(id)}/notify`, method: 'POST', body: { notify } }),
      }),
    }),
  });

export const {
  useOfferingDocumentsQuery,
  useOfferingDocumentFileMutation,
  useOfferingUpdatesQuery,
  useSetOfferingNotifyMutation,
} = offeringExtrasApi;
