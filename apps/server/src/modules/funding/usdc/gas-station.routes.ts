import {
  gasStationSchema,
  gasStationSettingsRequestSchema,
  sweepSchema,
  sweepStatusPayloadSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { FundingDeps } from '../funding.deps';
import { getGasStation, getSweepStatus, setGasStation, sweepDepositAddresses } from './gas-station.service';

const tags = ['gas station'];
const admin = { guard: 'admin' } as const;

/** SPEC 7 "Gas station" (administrators): fireblocks/gasstation GET and POST, sweep POST, sweep-status GET. */
export const gasStationRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.get(
    '/fireblocks/gasstation',
    { config: admin, schema: { tags, response: okResponse(gasStationSchema) } },
    async (request) => ok(await getGasStation(deps, requireAuth(request))),
  );

  app.post(
    '/fireblocks/gasstation',
    { config: admin, schema: { tags, body: gasStationSettingsRequestSchema, response: okResponse(gasStationSchema) } },
    async (request) => ok(await setGasStation(deps, requireAuth(request), request.body), 'Gas station updated'),
  );

  app.post(
    '/fireblocks/sweep',
    { config: { ...admin, idempotent: true }, schema: { tags, response: okResponse(sweepSchema) } },
    async (request) => ok(await sweepDepositAddresses(deps, requireAuth(request)), 'Sweep started'),
  );

  app.get(
    '/fireblocks/sweep-status',
    { config: admin, schema: { tags, response: okResponse(sweepStatusPayloadSchema) } },
    async (request) => ok({ sweep: await getSweepStatus(deps, requireAuth(request)) }),
  );
};
