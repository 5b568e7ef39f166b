import { z } from 'zod';

/**
 * The account id an investor sees and gives to others (the investor_id of SPEC 3, shown as "Your
 * account id" on the BMN deposit screen): twelve digits, given when the identity check passes.
 */
export const investorAccountIdPattern = /^\d{12}$/;

/** The longest query worth looking up: an email address is at most 254 characters. */
const maxQueryLength = 254;

/**
 * POST /v1/search-user (SPEC 7 Account): an investor's exact email address, in any case, or their
 * account id. A POST, not a GET, so the address stays out of URLs, which request logs and browser
 * history keep.
 */
export const searchUserRequestSchema = z.strictObject({
  query: z
    .string({ error: 'Enter an email address or an account id' })
    .trim()
    .min(1, 'Enter an email address or an account id')
    .max(maxQueryLength, `At most ${maxQueryLength} characters: enter one email address or account id`),
});
export type SearchUserRequest = z.infer<typeof searchUserRequestSchema>;

/**
 * The investor found, as little as a sender needs to recognise them: their id and a display name
 * (first name and the last name's initial, "Ada L.", or an entity's company name). Never their email.
 */
export const foundUserSchema = z.object({ id: z.string(), display_name: z.string() });
export type FoundUser = z.infer<typeof foundUserSchema>;
