import {
  circleBlockchainAddressIdParamSchema,
  circleBlockchainAddressListSchema,
  circleBlockchainAddressSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { FundingDeps } from '../funding.deps';
import { findCircleAddresses, getCircleAddress } from './circle-addresses.service';

const tags = ['dashboard'];

/**
 * SPEC 7 "Dashboard": GET circle/blockchainaddresses and circle/blockchainaddresses/{id} (the caller's
 * USDC deposit addresses at Circle).
 */
export const circleAddressRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.get(
    '/circle/blockchainaddresses',
    { config: { guard: 'investor' }, schema: { tags, response: okResponse(circleBlockchainAddressListSchema) } },
    async (request) => ok(await findCircleAddresses(deps, requireAuth(request))),
  );

  app.get(
    '/circle/blockchainaddresses/:id',
    {
      config: { guard: 'investor' },
      schema: {
        tags,
        params: circleBlockchainAddressIdParamSchema,
        response: okResponse(circleBlockchainAddressSchema),
      },
    },
    async (request) => ok(await getCircleAddress(deps, requireAuth(request), request.params.id)),
  );
};
