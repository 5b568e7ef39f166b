import multipart from '@fastify/multipart';
import { domainAssetSchema, maxDomainAssetBytes } from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../platform/audit/audit';
import { ok, okResponse } from '../../../platform/http/envelope';
import { readMultipartUpload } from '../../../platform/http/multipart-upload';
import { type DomainAssetsDeps, getDomainAsset, uploadDomainAsset } from './domain-assets.service';

const tags = ['domain'];

/** A stored image never changes under its name (it carries the content's hash): browsers may keep it a year. */
const immutableCaching = 'public, max-age=31536000, immutable';

/** An image opened on its own (an SVG in a tab) loads nothing and runs nothing. */
const imagePolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A domain's logo and favicon, uploaded by its super-administrator and served by the platform. */
export const domainAssetsRoutes: FastifyPluginAsyncZod<{ deps: DomainAssetsDeps }> = async (app, { deps }) => {
  await app.register(multipart, {
    limits: { fileSize: maxDomainAssetBytes, files: 1, fields: 2, fieldSize: 64, parts: 3 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/ihq/domains/assets',
    {
      config: { guard: 'superAdmin' },
      bodyLimit: maxDomainAssetBytes + 64 * 1024,
      schema: {
        tags,
        summary: "Upload a logo or favicon (PNG, WebP, ICO or plain SVG) for the domain's settings to use",
        response: okResponse(domainAssetSchema),
      },
    },
    async (request) =>
      ok(
        await uploadDomainAsset(deps, request.tenant.id, auditActorOf(request), await readMultipartUpload(request)),
        'Uploaded',
      ),
  );

  app.get(
    '/ihq/domains/assets/*',
    {
      config: { guard: 'public', file: true },
      schema: { tags, summary: 'A stored logo or favicon, by the name its upload answered' },
    },
    async (request, reply) => {
      const { '*': name = '' } = request.params as { '*'?: string };
      const asset = await getDomainAsset(deps, name);
      return reply
        .header('content-type', asset.contentType)
        .header('cache-control', immutableCaching)
        .header('content-security-policy', imagePolicy)
        .send(asset.bytes);
    },
  );
};
