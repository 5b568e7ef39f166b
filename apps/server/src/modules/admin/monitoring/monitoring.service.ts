import {
  type ErrorEnvelopeAnswer,
  type ErrorReportsPage,
  type ErrorReportsQuery,
  errorReportingOf,
  isErrorReportLevel,
  isLocalErrorReportsDsn,
  parseSentryDsn,
  type SentryDsn,
} from '@invest/contracts';
import { invalid } from '../../../platform/errors';
import { enqueueEvent, type OutboxHandler } from '../../../platform/events/outbox';
import type { AdminDeps } from '../admin.deps';
import {
  type ErrorReportSummary,
  findErrorReports,
  insertErrorReports,
  type ReportPosition,
} from './monitoring.repository';
import { jsonObjectOf, parseEnvelope, type SentryEnvelope } from './sentry-envelope';
import { storedReportOf } from './stored-report';

/** The outbox topic of an envelope on its way to the domain's Sentry project (the outbox's job sends it). */
export const sentryEnvelopeTopic = 'monitoring.sentry-envelope';

/** What the job needs: the project the domain's DSN names, and the envelope's bytes as base64. */
interface ForwardedEnvelope {
  host: string;
  projectId: string;
  envelope: string;
}

/** Sentry's envelope endpoint of `dsn`'s project: on its host, or on the relay that takes every domain's envelopes. */
export const envelopeEndpointOf = (dsn: Pick<SentryDsn, 'host' | 'projectId'>, relayUrl: string | null) =>
  new URL(`/api/${dsn.projectId}/envelope/`, relayUrl ?? `https://${dsn.host}`);

/**
 * Refuses an envelope for another service than the domain's: the tunnel reaches the host and project
 * of the domain's DSN and nothing else.
 */
function refuseOtherProject(sent: SentryDsn, configured: SentryDsn) {
  if (sent.host !== configured.host) {
    throw invalid('dsn', "The envelope's DSN host is not this domain's error-reporting service");
  }
  if (sent.projectId !== configured.projectId) {
    throw invalid('dsn', "The envelope's DSN project is not this domain's error-reporting project");
  }
}

async function forward(deps: AdminDeps, tenantId: string, sent: SentryDsn, configured: SentryDsn, bytes: Buffer) {
  refuseOtherProject(sent, configured);
  const payload: ForwardedEnvelope = {
    host: configured.host,
    projectId: configured.projectId,
    envelope: bytes.toString('base64'),
  };
  await enqueueEvent(deps.db, { tenantId, topic: sentryEnvelopeTopic, payload });
  deps.outbox.wake();
}

/** Keeps the envelope's error events; sessions, client reports and the like have no place in the console. */
async function store(deps: AdminDeps, tenantId: string, envelope: SentryEnvelope): Promise<boolean> {
  if (!isLocalErrorReportsDsn(envelope.dsn)) {
    throw invalid('dsn', 'This domain has no error-reporting service: send its reports with the DSN its pages give');
  }
  const reports = envelope.items
    .filter((item) => item.type === 'event')
    .map((item) => storedReportOf(jsonObjectOf(item.payload, 'event')));
  if (reports.length === 0) return false;
  await insertErrorReports(deps.db, tenantId, deps.clock.now(), reports);
  return true;
}

/**
 * POST /monitoring (SPEC 7): a Sentry envelope from the domain's web app. With a DSN in the domain's
 * settings, it is queued for that DSN's project when it names the same host and project (refused
 * otherwise: nothing is kept or sent); without one, its error events are kept for the console.
 */
export async function receiveEnvelope(deps: AdminDeps, tenantId: string, bytes: Buffer): Promise<ErrorEnvelopeAnswer> {
  const envelope = parseEnvelope(bytes);
  const { dsn } = errorReportingOf(await deps.errorReporting.domainConfigs(tenantId));
  const configured = dsn ? parseSentryDsn(dsn) : null;
  if (configured) {
    await forward(deps, tenantId, envelope.dsn, configured, bytes);
    return { outcome: 'forwarded' };
  }
  return { outcome: (await store(deps, tenantId, envelope)) ? 'stored' : 'ignored' };
}

/**
 * The outbox job of sentryEnvelopeTopic: posts the envelope as the browser sent it to the project's
 * envelope endpoint. A redirect is not followed, so the envelope reaches that host and no other; any
 * answer but a success throws, and the relay tries again later.
 */
export function sentryEnvelopeJob(relayUrl: string | null): OutboxHandler {
  return async (event) => {
    const { envelope, ...project } = event.payload as ForwardedEnvelope;
    const response = await fetch(envelopeEndpointOf(project, relayUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body: Buffer.from(envelope, 'base64'),
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`Sentry answered ${response.status}`);
  };
}

const cursorOf = (report: ErrorReportSummary) => `${report.receivedAt.toISOString()}_${report.id}`;

function positionOf(cursor: string): ReportPosition {
  const [receivedAt = '', id = ''] = cursor.split('_');
  return { receivedAt: new Date(receivedAt), id };
}

/** GET admin/error-reports: a page of the domain's kept reports, newest first. */
export async function readErrorReports(
  deps: AdminDeps,
  tenantId: string,
  query: ErrorReportsQuery,
): Promise<ErrorReportsPage> {
  const before = query.before === undefined ? undefined : positionOf(query.before);
  const reports = await findErrorReports(deps.db, tenantId, { before, limit: query.limit });
  const last = reports.at(-1);
  return {
    items: reports.map((report) => ({
      id: report.id,
      received_at: report.receivedAt.toISOString(),
      event_id: report.eventId,
      level: isErrorReportLevel(report.level) ? report.level : 'error',
      message: report.message,
      url: report.url,
      release: report.release,
    })),
    next_before: reports.length === query.limit && last ? cursorOf(last) : null,
  };
}
