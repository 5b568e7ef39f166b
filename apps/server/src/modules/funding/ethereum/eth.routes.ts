import { ethRateSchema, ethTransactionParamSchema, ethTransactionSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import type { FundingDeps } from '../funding.deps';
import { getEthRate, getEthTransaction } from './eth.service';

const tags = ['ethereum'];
const signedIn = { guard: 'signedIn' } as const;

/** SPEC 7 "Other": the ETH rate and a transaction's status, read from the configured Ethereum JSON-RPC. */
export const ethRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.get('/eth/rate', { config: signedIn, schema: { tags, response: okResponse(ethRateSchema) } }, async () =>
    ok(await getEthRate(deps)),
  );

  app.get(
    '/eth/transaction/:id',
    {
      config: signedIn,
      schema: { tags, params: ethTransactionParamSchema, response: okResponse(ethTransactionSchema) },
    },
    async (request) => ok(await getEthTransaction(deps, request.params.id)),
  );
};
