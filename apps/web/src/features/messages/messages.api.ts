import type { ContactPayload, DomainInfo, IgnoredMessages, IgnoreMessageRequest } from '@invest/contracts';
import { api } from '../../shared/api/api';
import type { ContactSubmission } from './contact-request';

const contactUrls = { contact: '/contactUs', support: '/submit-contact-form' } as const;

/**
 * SPEC 7 "Misc" (POST contactUs, POST submit-contact-form, GET info) and "Messages and gifts"
 * (GET/POST ignore-message).
 */
const messagesApi = api.enhanceEndpoints({ addTagTypes: ['IgnoredMessages'] }).injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactPayload, ContactSubmission>({
      query: ({ kind, body }) => ({ url: contactUrls[kind], method: 'POST', body }),
      extraOptions: { formErrors: true },
    }),
    domainInfo: build.query<DomainInfo, void>({
      query: () => '/info',
    }),
    ignoredMessages: build.query<IgnoredMessages, void>({
      query: () => '/ignore-message',
      providesTags: ['IgnoredMessages'],
    }),
    ignoreMessage: build.mutation<IgnoredMessages, IgnoreMessageRequest>({
      query: (body) => ({ url: '/ignore-message', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(messagesApi.util.upsertQueryData('ignoredMessages', undefined, data));
      },
    }),
  }),
});

export const { useSendContactMessageMutation, useDomainInfoQuery, useIgnoredMessagesQuery, useIgnoreMessageMutation } =
  messagesApi;
