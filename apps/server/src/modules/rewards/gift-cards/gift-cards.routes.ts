import {
  generateGiftCardRequestSchema,
  giftCardCheckSchema,
  giftCardCodeParamsSchema,
  giftCardSchema,
  myGiftCardsSchema,
  redeemGiftCardRequestSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { RewardsDeps } from '../rewards.deps';
import { redeemGiftCard } from './gift-card-redemption.service';
import { checkGiftCardCode, findMyGiftCards, sendGiftCard } from './gift-cards.service';

const tags = ['gift cards'];

/**
 * How often one client may try codes, and send or claim cards: a code has 130 random bits, so the
 * limit is there to keep the 404s cheap, not to make guessing hard.
 */
export const giftCardRateLimits = {
  codes: { max: 20, timeWindow: '10 minutes' },
  sending: { max: 10, timeWindow: '1 hour' },
} as const;

/** SPEC 7 "Messages and gifts": gift cards bought, checked, claimed and listed. */
export const giftCardRoutes: FastifyPluginAsyncZod<{ deps: RewardsDeps }> = async (app, { deps }) => {
  app.post(
    '/generate-gc',
    {
      config: { guard: 'investor', idempotent: true, rateLimit: giftCardRateLimits.sending },
      schema: {
        tags,
        summary:
          "Buys a gift card from the sender's balance and mails its link to the recipient (SPEC 7 POST generate-gc)",
        body: generateGiftCardRequestSchema,
        response: okResponse(giftCardSchema),
      },
    },
    async (request) => {
      const card = await sendGiftCard(deps, requireAuth(request), request.body);
      return ok(card, `Your gift card is on its way to ${card.recipient_first_name}`);
    },
  );

  app.get(
    '/giftcard/verifycode/:code',
    {
      config: { guard: 'public', rateLimit: giftCardRateLimits.codes },
      schema: {
        tags,
        summary:
          'What a gift link holds: its amount, its sender and until when it may be claimed (SPEC 7 GET giftcard/verifycode)',
        params: giftCardCodeParamsSchema,
        response: okResponse(giftCardCheckSchema),
      },
    },
    async (request) => ok(await checkGiftCardCode(deps, request.tenant.id, request.params.code)),
  );

  app.post(
    '/giftcard/redeem',
    {
      config: { guard: 'signedIn', rateLimit: giftCardRateLimits.codes },
      schema: {
        tags,
        summary: "Claims a gift card into the signed-in user's balance; a card is claimed once",
        body: redeemGiftCardRequestSchema,
        response: okResponse(giftCardSchema),
      },
    },
    async (request) => {
      const card = await redeemGiftCard(deps, requireAuth(request), request.body.code);
      return ok(card, 'The gift card is in your balance');
    },
  );

  app.get(
    '/giftcards/my-gift-card',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags,
        summary: 'The gift cards the user sent and claimed, with their status (SPEC 7 GET giftcards/my-gift-card)',
        response: okResponse(myGiftCardsSchema),
      },
    },
    async (request) => ok(await findMyGiftCards(deps, requireAuth(request))),
  );
};
