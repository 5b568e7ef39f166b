import type { Breadcrumb, ErrorEvent } from '@sentry/react';

/**
 * What an error report may carry out of the browser: what broke and where, never who the visitor is,
 * what they typed or how much money they hold. The SDK collects no personal data already
 * (sentry-client.ts); this pass takes out the rest before a report is sent: the request's headers,
 * cookies, query and body, the user, logged arguments and typed values of breadcrumbs, and in every
 * text anything that looks like an email address, an amount or a long number (a card, an account, a
 * phone number, a date of birth).
 */

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A figure with a currency sign or code, thousands separators or decimals; a lone integer (a status, a count) stays. */
const amountPattern = new RegExp(
  [
    String.raw`[$€£¥₿]\s?-?\d[\d,]*(?:\.\d+)?`,
    String.raw`-?\d[\d,]*(?:\.\d+)?\s?(?:USDC|USD|EUR|GBP|BTC|ETH|sats?)\b`,
    String.raw`(?<![\w.])-?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w.])`,
    String.raw`(?<![\w.])-?\d+\.\d+(?![\w.])`,
  ].join('|'),
  'gi',
);
/** Six digits or more, spaced or dashed as cards, phone numbers and dates are written. */
const longNumberPattern = /(?<![\w.])\d(?:[ -]?\d){5,}(?![\w.])/g;

export function scrubText(text: string): string {
  return text
    .replace(emailPattern, '[email]')
    .replace(amountPattern, '[amount]')
    .replace(longNumberPattern, '[number]');
}

/** A page or request address without its query and fragment, which carry what a visitor searched or typed. */
export function scrubUrl(url: string): string {
  return scrubText(url.split(/[?#]/)[0] ?? '');
}

/** Every text in `value`, scrubbed; nesting is followed a few levels and cut below that. */
function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 4) return '[trimmed]';
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubDeep(item, depth + 1)]));
}

/** Breadcrumb data that holds what the visitor typed or what a request carried, never sent. */
const droppedBreadcrumbData = new Set(['value', 'input', 'arguments', 'body', 'request_body', 'response_body']);
/** Breadcrumb data that are addresses (a fetch's url, a navigation's from and to). */
const breadcrumbUrls = new Set(['url', 'from', 'to']);

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const { message, data } = breadcrumb;
  const scrubbedData =
    data &&
    Object.fromEntries(
      Object.entries(data)
        .filter(([key]) => !droppedBreadcrumbData.has(key))
        .map(([key, item]) => [
          key,
          breadcrumbUrls.has(key) && typeof item === 'string' ? scrubUrl(item) : scrubDeep(item),
        ]),
    );
  return {
    ...breadcrumb,
    ...(message !== undefined && { message: scrubText(message) }),
    ...(scrubbedData && { data: scrubbedData }),
  };
}

/** The report as it may leave the browser (the SDK's beforeSend). */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const { user: _user, request, message, logentry, exception, breadcrumbs, extra, tags, transaction, ...rest } = event;
  return {
    ...rest,
    ...(request?.url && { request: { url: scrubUrl(request.url) } }),
    ...(message !== undefined && { message: scrubText(message) }),
    ...(logentry?.message !== undefined && { logentry: { message: scrubText(logentry.message) } }),
    ...(exception && {
      exception: {
        ...exception,
        values: exception.values?.map((value) => ({
          ...value,
          ...(value.value !== undefined && { value: scrubText(value.value) }),
        })),
      },
    }),
    ...(breadcrumbs && { breadcrumbs: breadcrumbs.map(scrubBreadcrumb) }),
    ...(extra && { extra: scrubDeep(extra) as Record<string, unknown> }),
    ...(tags && { tags: scrubDeep(tags) as NonNullable<ErrorEvent['tags']> }),
    ...(transaction !== undefined && { transaction: scrubUrl(transaction) }),
  };
}
