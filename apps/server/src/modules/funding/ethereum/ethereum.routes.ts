import {
  ethRateSchema,
  ethTransactionParamSchema,
  ethTransactionSchema,
  linkWalletRequestSchema,
  myWalletsPayloadSchema,
  removeWalletRequestSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { FundingDeps } from '../funding.deps';
import { getEthRate, getEthTransaction } from './eth.service';
import { findMyWallets, linkWallet, removeWallet } from './wallets.service';

const tags = ['ethereum'];
const walletTags = ['dashboard'];
const signedIn = { guard: 'signedIn' } as const;
const wallets = okResponse(myWalletsPayloadSchema);

/**
 * Ethereum: SPEC 7 "Dashboard"'s wallets (MetaMask) whose USDC transfers fund the user's account,
 * and SPEC 7 "Other"'s ETH rate and a transaction's status, read from the configured Ethereum JSON-RPC.
 */
export const ethereumRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.get(
    '/mywallet',
    { config: { guard: 'verifiedEmail' }, schema: { tags: walletTags, response: wallets } },
    async (request) => ok(await findMyWallets(deps, requireAuth(request))),
  );

  app.post(
    '/mywallet',
    { config: { guard: 'investor' }, schema: { tags: walletTags, body: linkWalletRequestSchema, response: wallets } },
    async (request) => ok(await linkWallet(deps, requireAuth(request), request.body), 'Wallet linked'),
  );

  app.post(
    '/removemywallet',
    {
      config: { guard: 'verifiedEmail' },
      schema: { tags: walletTags, body: removeWalletRequestSchema, response: wallets },
    },
    async (request) => ok(await removeWallet(deps, requireAuth(request), request.body), 'Wallet removed'),
  );

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
