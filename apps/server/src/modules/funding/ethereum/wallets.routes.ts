import { linkWalletRequestSchema, myWalletsPayloadSchema, removeWalletRequestSchema } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { FundingDeps } from '../funding.deps';
import { findMyWallets, linkWallet, removeWallet } from './wallets.service';

const tags = ['dashboard'];
const response = okResponse(myWalletsPayloadSchema);

/** SPEC 7 "Dashboard": the Ethereum wallets (MetaMask) whose USDC transfers fund the user's account. */
export const walletsRoutes: FastifyPluginAsyncZod<{ deps: FundingDeps }> = async (app, { deps }) => {
  app.get('/mywallet', { config: { guard: 'verifiedEmail' }, schema: { tags, response } }, async (request) =>
    ok(await findMyWallets(deps, requireAuth(request))),
  );

  app.post(
    '/mywallet',
    { config: { guard: 'investor' }, schema: { tags, body: linkWalletRequestSchema, response } },
    async (request) => ok(await linkWallet(deps, requireAuth(request), request.body), 'Wallet linked'),
  );

  app.post(
    '/removemywallet',
    { config: { guard: 'verifiedEmail' }, schema: { tags, body: removeWalletRequestSchema, response } },
    async (request) => ok(await removeWallet(deps, requireAuth(request), request.body), 'Wallet removed'),
  );
};
