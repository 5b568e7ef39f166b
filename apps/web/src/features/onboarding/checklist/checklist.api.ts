import type { Checklist } from '@invest/contracts/onboarding-checklist';
import { api } from '../../../shared/api/api';

/** GET registration/checklist, asked again whenever the user changes (a step saved, a document uploaded). */
const checklistApi = api.injectEndpoints({
  endpoints: (build) => ({
    registrationChecklist: build.query<Checklist, void>({
      query: () => '/registration/checklist',
      providesTags: ['Me'],
    }),
  }),
});

export const { useRegistrationChecklistQuery } = checklistApi;
