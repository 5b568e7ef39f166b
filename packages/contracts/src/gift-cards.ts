import { z } from 'zod';
import { emailSchema } from './auth';
import { amountInputSchema } from './funding';
import { giftCardCodeSchema } from './gift-card-code';
import { acceptingFullName, personNameFields } from './person-name';
import { visibleTextSchema } from './text';

const recipientNameSchema = visibleTextSchema(100);

/** POST /v1/generate-gc (SPEC 3 "Gift card", 7 "Messages and gifts"): a card bought from the sender's balance. */
export const generateGiftCardRequestSchema = acceptingFullName(
  z.strictObject({
    amount: amountInputSchema,
    ...personNameFields(recipientNameSchema),
    email: emailSchema,
    /** The domain the card is for: the one the request is made on. */
    domain_id: z.uuid({ error: 'Send the id of this domain' }),
  }),
  recipientNameSchema,
);
export type GenerateGiftCardRequest = z.infer<typeof generateGiftCardRequestSchema>;

export const giftCardStatuses = ['active', 'redeemed', 'expired'] as const;
export type GiftCardStatus = (typeof giftCardStatuses)[number];

/** A gift card as its sender or its recipient sees it; the code is never shown again after the mail. */
export const giftCardSchema = z.object({
  id: z.string(),
  amount: z.string(),
  currency: z.literal('USD'),
  status: z.enum(giftCardStatuses),
  sender_first_name: z.string(),
  recipient_first_name: z.string(),
  recipient_last_name: z.string(),
  recipient_email: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  /** When it was claimed, or when its money went back to the sender. */
  ended_at: z.string().nullable(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;

/** GET /v1/giftcards/my-gift-card: the cards the user sent and the cards they claimed, newest first. */
export const myGiftCardsSchema = z.object({ sent: z.array(giftCardSchema), received: z.array(giftCardSchema) });
export type MyGiftCards = z.infer<typeof myGiftCardsSchema>;

/** GET /v1/giftcard/verifycode/{code}: all a gift link tells anyone who holds it. */
export const giftCardCheckSchema = z.object({
  valid: z.literal(true),
  amount: z.string(),
  currency: z.literal('USD'),
  sender_first_name: z.string(),
  expires_at: z.string(),
});
export type GiftCardCheck = z.infer<typeof giftCardCheckSchema>;

export const giftCardCodeParamsSchema = z.strictObject({ code: giftCardCodeSchema });

/** POST /v1/giftcard/redeem: a signed-in user claims a card into their balance. */
export const redeemGiftCardRequestSchema = z.strictObject({ code: giftCardCodeSchema });
export type RedeemGiftCardRequest = z.infer<typeof redeemGiftCardRequestSchema>;
