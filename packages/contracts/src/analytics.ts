import { z } from 'zod';

/**
 * Words a property's name must not have (its words are split at `_`): words for personal data and
 * for amounts, which must not leave the platform for an analytics service (issue 21). A property is
 * about what the visitor did, never who they are or how much.
 */
const forbiddenKeyWords = new Set(
  (
    'email mail name firstname lastname phone address street city zip postal birth birthday dob ssn tax ' +
    'passport document iban account card wallet amount price quantity qty balance total value fee cost ' +
    'salary income ip'
  ).split(' '),
);
const isForbiddenKey = (key: string) => key.split('_').some((word) => forbiddenKeyWords.has(word));
const emailLike = /[^\s@]+@[^\s@]+/;

/** A property's value: short text that is not an email address, a yes or no, or a small count (a step, a page). */
const propertyValueSchema = z.union([
  z
    .string()
    .max(100, 'A property is at most 100 characters')
    .refine((text) => !emailLike.test(text), 'A property must not hold an email address'),
  z.boolean(),
  z.number().int('A number property is a whole count').min(0).max(100, 'A number property is a count up to 100'),
]);

/**
 * POST /v1/mixpanel/event (SPEC 7 Other): a product analytics event from the web app. Its properties
 * carry no personal data and no amounts: a property named like one, an email address or a number
 * beyond a small count is refused with the field at fault.
 */
export const analyticsEventRequestSchema = z.strictObject({
  event: z
    .string({ error: 'Name the event' })
    .trim()
    .regex(
      /^[A-Za-z][A-Za-z0-9 _.:-]{0,79}$/,
      'An event name is a letter then up to 79 letters, digits, spaces or _.:-',
    ),
  properties: z
    .record(
      z
        .string()
        .regex(/^[a-z][a-z0-9_]{0,39}$/, 'A property name is lower case, digits and _')
        .refine((key) => !isForbiddenKey(key), 'Personal data and amounts are not sent to analytics'),
      propertyValueSchema,
    )
    .refine((properties) => Object.keys(properties).length <= 20, 'At most 20 properties')
    .default({}),
});
export type AnalyticsEventRequest = z.infer<typeof analyticsEventRequestSchema>;

export const analyticsEventAnswerSchema = z.object({
  /** False when the browser asked not to be tracked (DNT or Global Privacy Control): nothing was kept or sent. */
  recorded: z.boolean(),
});

/** GET /v1/admin/analytics: how many times each event happened on each UTC day of a range, from the counts kept here. */
export const analyticsCountsQuerySchema = z.strictObject({
  from: z.iso.date({ error: 'from is a date (YYYY-MM-DD)' }),
  to: z.iso.date({ error: 'to is a date (YYYY-MM-DD)' }),
});
export type AnalyticsCountsQuery = z.infer<typeof analyticsCountsQuerySchema>;
export const analyticsCountsSchema = z.object({
  items: z.array(z.object({ day: z.string(), event: z.string(), count: z.number().int() })),
});
export type AnalyticsCounts = z.infer<typeof analyticsCountsSchema>;
