import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

/** A document as the fake received it: the metadata part and the file part of the multipart form. */
interface FakeSumsubDocument {
  metadata: { idDocType: string; country: string; idDocSubType?: string };
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface FakeSumsubApplicant {
  id: string;
  levelName: string;
  body: { externalUserId: string; type: string; email?: string; fixedInfo?: Record<string, unknown> };
  documents: FakeSumsubDocument[];
  reviewStatus: 'init' | 'pending' | 'completed';
}

const credentials = {
  appToken: 'sbx:fake-app-token',
  secretKey: 'fake-secret-key',
  webhookSecret: 'fake-webhook-secret',
  levelName: 'basic-kyc-level',
};

/** How far X-App-Access-Ts may be from the fake's clock. */
const timestampToleranceSeconds = 300;

function isSignedRequest(request: FastifyRequest, secretKey: string): boolean {
  const timestamp = request.headers['x-app-access-ts'];
  const signature = request.headers['x-app-access-sig'];
  if (request.headers['x-app-token'] !== credentials.appToken) return false;
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > timestampToleranceSeconds) return false;
  const hmac = createHmac('sha256', secretKey).update(`${timestamp}${request.method}${request.url}`);
  if (Buffer.isBuffer(request.body)) hmac.update(request.body);
  const expected = hmac.digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function sumsubError(reply: FastifyReply, code: number, description: string) {
  return reply.code(code).send({ description, code, correlationId: randomBytes(16).toString('hex') });
}

/**
 * A local stand-in for Sumsub's API, as its reference describes it: every request must carry the
 * app token and a valid X-App-Access-Sig; it creates applicants, takes ID documents as multipart
 * (metadata + content), and moves an applicant to pending on request. `reviewed` writes the
 * applicantReviewed webhook Sumsub would send, signed with the webhook's secret key.
 */
export async function startFakeSumsub() {
  const applicants = new Map<string, FakeSumsubApplicant>();
  const app = Fastify({ logger: false });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addHook('preHandler', async (request, reply) => {
    if (!isSignedRequest(request, credentials.secretKey)) return sumsubError(reply, 401, 'Request signature mismatch');
  });

  const applicantOf = (request: FastifyRequest<{ Params: { id: string } }>) => applicants.get(request.params.id);

  app.post<{ Querystring: { levelName?: string } }>('/resources/applicants', async (request, reply) => {
    if (request.query.levelName !== credentials.levelName) return sumsubError(reply, 400, 'Unknown level');
    const body = JSON.parse(String(request.body)) as FakeSumsubApplicant['body'];
    if (!body.externalUserId || !['individual', 'company'].includes(body.type)) {
      return sumsubError(reply, 400, 'externalUserId and type are required');
    }
    if ([...applicants.values()].some((applicant) => applicant.body.externalUserId === body.externalUserId)) {
      return sumsubError(reply, 409, `Applicant with external user id '${body.externalUserId}' already exists`);
    }
    const id = randomBytes(12).toString('hex');
    applicants.set(id, { id, levelName: credentials.levelName, body, documents: [], reviewStatus: 'init' });
    return reply.code(201).send({ id, externalUserId: body.externalUserId, review: { reviewStatus: 'init' } });
  });

  app.post<{ Params: { id: string } }>('/resources/applicants/:id/info/idDoc', async (request, reply) => {
    const applicant = applicantOf(request);
    if (!applicant) return sumsubError(reply, 404, 'Applicant not found');
    const contentType = request.headers['content-type'] ?? '';
    const form = await new Response(request.body as Buffer, { headers: { 'content-type': contentType } }).formData();
    const metadata = JSON.parse(String(form.get('metadata'))) as FakeSumsubDocument['metadata'];
    const content = form.get('content');
    if (!metadata.idDocType || !/^[A-Z]{3}$/.test(metadata.country ?? '') || !(content instanceof File)) {
      return sumsubError(reply, 400, 'idDocType, country (alpha-3) and content are required');
    }
    applicant.documents.push({
      metadata,
      fileName: content.name,
      contentType: content.type,
      bytes: Buffer.from(await content.arrayBuffer()),
    });
    return { idDocType: metadata.idDocType, country: metadata.country };
  });

  app.post<{ Params: { id: string } }>('/resources/applicants/:id/status/pending', async (request, reply) => {
    const applicant = applicantOf(request);
    if (!applicant) return sumsubError(reply, 404, 'Applicant not found');
    if (applicant.documents.length === 0) return sumsubError(reply, 409, 'Not all required documents are submitted');
    applicant.reviewStatus = 'pending';
    return { ok: 1 };
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  return {
    applicants,
    /** The configuration that points the server at this fake. */
    env: {
      KYC_PROVIDER: 'sumsub',
      SUMSUB_BASE_URL: url,
      SUMSUB_APP_TOKEN: credentials.appToken,
      SUMSUB_SECRET_KEY: credentials.secretKey,
      SUMSUB_WEBHOOK_SECRET: credentials.webhookSecret,
      SUMSUB_LEVEL_NAME: credentials.levelName,
    },
    /** The one applicant created for `externalUserId`. */
    applicantFor(externalUserId: string): FakeSumsubApplicant {
      const found = [...applicants.values()].find((applicant) => applicant.body.externalUserId === externalUserId);
      if (!found) throw new Error(`no applicant for ${externalUserId}`);
      return found;
    },
    /** The applicantReviewed webhook for `applicant`: its raw body and headers, signed as Sumsub signs them. */
    reviewed(
      applicant: FakeSumsubApplicant,
      result: { reviewAnswer: 'GREEN' } | { reviewAnswer: 'RED'; moderationComment?: string; clientComment?: string },
    ) {
      applicant.reviewStatus = 'completed';
      const body = JSON.stringify({
        applicantId: applicant.id,
        inspectionId: randomBytes(12).toString('hex'),
        correlationId: randomBytes(16).toString('hex'),
        externalUserId: applicant.body.externalUserId,
        levelName: applicant.levelName,
        type: 'applicantReviewed',
        reviewResult:
          result.reviewAnswer === 'RED'
            ? { ...result, reviewRejectType: 'RETRY', rejectLabels: ['UNSATISFACTORY_PHOTOS'] }
            : result,
        reviewStatus: 'completed',
        createdAtMs: new Date().toISOString().replace('T', ' ').replace('Z', ''),
      });
      return { body, headers: signedWebhookHeaders(body, credentials.webhookSecret) };
    },
    close: () => app.close(),
  };
}

/** X-Payload-Digest (HMAC of the raw body) and its algorithm, the way Sumsub signs a webhook. */
export function signedWebhookHeaders(body: string, secret: string, algorithm: 'sha256' | 'sha512' = 'sha256') {
  return {
    'content-type': 'application/json',
    'x-payload-digest': createHmac(algorithm, secret).update(body).digest('hex'),
    'x-payload-digest-alg': algorithm === 'sha256' ? 'HMAC_SHA256_HEX' : 'HMAC_SHA512_HEX',
  };
}
