import type { GasStation, GasStationSettingsRequest, Sweep, SweepStatusPayload } from '@invest/contracts';
import { api } from '../../../shared/api/api';

const station = { type: 'GasStation', id: 'SETTINGS' } as const;
const sweep = { type: 'GasStation', id: 'SWEEP' } as const;

/** SPEC 7 Gas station: fireblocks/gasstation (GET, POST), fireblocks/sweep (POST) and fireblocks/sweep-status (GET). */
const gasStationApi = api.enhanceEndpoints({ addTagTypes: ['GasStation'] }).injectEndpoints({
  endpoints: (build) => ({
    gasStation: build.query<GasStation, void>({
      query: () => ({ url: '/fireblocks/gasstation' }),
      providesTags: [station],
    }),
    updateGasStation: build.mutation<GasStation, GasStationSettingsRequest>({
      query: (body) => ({ url: '/fireblocks/gasstation', method: 'POST', body }),
      extraOptions: { formErrors: true },
      invalidatesTags: [station],
    }),
    sweepStatus: build.query<SweepStatusPayload, void>({
      query: () => ({ url: '/fireblocks/sweep-status' }),
      providesTags: [sweep],
    }),
    startSweep: build.mutation<Sweep, { idempotencyKey: string }>({
      query: ({ idempotencyKey }) => ({ url: '/fireblocks/sweep', method: 'POST', idempotencyKey }),
      invalidatesTags: [sweep, station],
    }),
  }),
});

export const { useGasStationQuery, useUpdateGasStationMutation, useSweepStatusQuery, useStartSweepMutation } =
  gasStationApi;
