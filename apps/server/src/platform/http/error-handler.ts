import { messages } from '@invest/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

type Body = { success: false; message: string; code: string; errors?: Record<string, string[]> };

function validationBody(error: FastifyError): Body {
  // Keyed by the request's own field names, `__proto__` and `constructor` among them: no prototype to collide with.
  const errors: Record<string, string[]> = Object.create(null);
  const issues = hasZodFastifySchemaValidationErrors(error) ? error.validation : [];
  for (const issue of issues) {
    const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const unknownKeys = issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[] | undefined) : undefined;
    const paths = unknownKeys?.map((key) => (base ? `${base}.${key}` : key)) ?? [base || '_'];
    const text = unknownKeys ? 'Unknown field' : (issue.message ?? 'Invalid value');
    for (const path of paths) errors[path] = [...(errors[path] ?? []), text];
  }
  const first = Object.values(errors)[0]?.[0];
  return { success: false, message: first ?? 'Invalid request', code: 'VALIDATION', errors };
}

/** One place that turns every failure into the API.md error envelope. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const body: Body = { success: false, message: error.message, code: error.code };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ success: false, message: messages.requestError, code: 'INTERNAL' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ success: false, message: error.message || messages.tooManyErrors, code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
              ? 'Malformed JSON body'
              : error.message;
      return reply.status(status).send({ success: false, message, code: 'VALIDATION' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: messages.requestError, code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ success: false, message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
}

/**
 * Refusals the router makes before any route or hook runs (Fastify's `frameworkErrors`): a path with
 * a malformed percent-encoding, or a path parameter longer than the router takes, answered in the
 * envelope like every other refusal.
 */
export function answerFrameworkError(error: FastifyError, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({ success: false, message: 'Malformed URL', code: 'VALIDATION' });
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(400).send({ success: false, message: 'A part of the URL is too long', code: 'VALIDATION' });
  }
  reply.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ success: false, message: messages.requestError, code: 'INTERNAL' });
}
