import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../../platform/errors';
import type { CallbackHeaders, KycDecision } from './kyc.port';
import { forgedCallback, parseCallbackJson } from './kyc-callback';
import { isHexHmac } from './kyc-signature';

/** The algorithms Sumsub signs webhooks with (X-Payload-Digest-Alg), as node:crypto names them. */
const digestAlgorithms: Record<string, string> = {
  HMAC_SHA1_HEX: 'sha1',
  HMAC_SHA256_HEX: 'sha256',
  HMAC_SHA512_HEX: 'sha512',
};

/** The fields of a Sumsub webhook that decide a check; Sumsub sends more, which are not read. */
const sumsubWebhookSchema = z.object({
  type: z.string(),
  applicantId: z.string().min(1).max(128),
  reviewStatus: z.string().optional(),
  reviewResult: z
    .object({
      reviewAnswer: z.string(),
      moderationComment: z.string().max(2000).nullish(),
    })
    .optional(),
});

const defaultRefusal = 'Your identity could not be verified from the documents you sent';

/** Whether the body's X-Payload-Digest is the HMAC, with the webhook's secret key, of its exact bytes. */
function isSignedBySumsub(webhookSecret: string, body: string, headers: CallbackHeaders): boolean {
  const digest = headers['x-payload-digest'];
  const algorithmName = headers['x-payload-digest-alg'] ?? 'HMAC_SHA256_HEX';
  if (typeof digest !== 'string' || typeof algorithmName !== 'string') return false;
  const algorithm = digestAlgorithms[algorithmName];
  return algorithm !== undefined && /^[0-9a-f]+$/i.test(digest) && isHexHmac(algorithm, webhookSecret, body, digest);
}

/**
 * Reads a Sumsub webhook: a completed applicantReviewed event decides the check whose reference is
 * the applicant id (GREEN approves; RED refuses, with the comment meant for the applicant); other
 * events decide nothing. The event id is the body's hash: Sumsub re-sends a failed webhook
 * unchanged, and a replay is the same bytes, so either is applied once.
 */
export function readSumsubWebhook(webhookSecret: string, body: string, headers: CallbackHeaders): KycDecision | null {
  if (!isSignedBySumsub(webhookSecret, body, headers)) throw forgedCallback();
  const parsed = sumsubWebhookSchema.safeParse(parseCallbackJson(body));
  if (!parsed.success) throw new AppError('VALIDATION', 'Invalid callback body');
  const { type, applicantId, reviewStatus, reviewResult } = parsed.data;
  if (type !== 'applicantReviewed' || reviewStatus !== 'completed' || !reviewResult) return null;
  if (reviewResult.reviewAnswer !== 'GREEN' && reviewResult.reviewAnswer !== 'RED') return null;
  const eventId = `sumsub-${createHash('sha256').update(body).digest('hex')}`;
  if (reviewResult.reviewAnswer === 'GREEN')
    return { eventId, reference: applicantId, status: 'approved', reason: null };
  const reason = reviewResult.moderationComment?.trim().slice(0, 500) || defaultRefusal;
  return { eventId, reference: applicantId, status: 'refused', reason };
}
