import {
  type AdminLedgerAccount,
  adminLedgerMovementsQuerySchema,
  adminLedgerMovementsSchema,
  adminLedgerQuerySchema,
  adminLedgerReportSchema,
  latestReconciliationSchema,
  ledgerAccountIdParamSchema,
} from '@invest/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../platform/audit/audit';
import { type CsvColumn, sendCsv } from '../../../platform/http/csv';
import { ok, okResponse } from '../../../platform/http/envelope';
import { requireAuth } from '../../../platform/http/guards';
import type { ReportsDeps } from '../reports.deps';
import { findDomainLedgerAccounts, getDomainAccountMovements, getDomainLedger } from './admin-ledger.service';
import { getLatestReconciliation, runReconciliation } from './reconciliation.service';

const tags = ['admin'];
const admin = { guard: 'admin' } as const;

/** The ledger file: every account of the domain with its balance. */
const ledgerColumns: CsvColumn<AdminLedgerAccount>[] = [
  { header: 'Account id', value: (account) => account.id },
  { header: 'Asset', value: (account) => account.asset },
  { header: 'Owner', value: (account) => account.owner_kind },
  { header: 'User id', value: (account) => account.owner_id },
  { header: 'User email', value: (account) => account.owner_email },
  { header: 'Purpose', value: (account) => account.purpose },
  { header: 'Balance', value: (account) => account.balance },
];

/**
 * The domain's ledger for its administrators (SPEC 7 Reports ledger, the administrators' side; GET
 * reports/ledger is the investor's own): accounts and balances, an account's movements, and the
 * reconciliation that proves the domain's ledger adds up.
 */
export const adminLedgerRoutes: FastifyPluginAsyncZod<{ deps: ReportsDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/reports/ledger',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The domain’s ledger accounts with their balances, and what each asset’s accounts hold',
        description:
          'A page of accounts (of one asset with asset), by asset, the domain’s own before its users’. format=csv downloads every account of the filter as a file.',
        querystring: adminLedgerQuerySchema,
        response: okResponse(adminLedgerReportSchema),
      },
    },
    async (request, reply) => {
      const actor = requireAuth(request);
      if (request.query.format === 'csv') {
        const accounts = await findDomainLedgerAccounts(deps, actor, request.query);
        return sendCsv(reply, 'ledger.csv', ledgerColumns, accounts);
      }
      return ok(await getDomainLedger(deps, actor, request.query));
    },
  );

  app.get(
    '/admin/reports/ledger/accounts/:id/movements',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One account of the domain’s ledger and a page of its postings, newest first',
        description: '404 for an account of another domain.',
        params: ledgerAccountIdParamSchema,
        querystring: adminLedgerMovementsQuerySchema,
        response: okResponse(adminLedgerMovementsSchema),
      },
    },
    async (request) =>
      ok(await getDomainAccountMovements(deps, requireAuth(request), request.params.id, request.query)),
  );

  app.get(
    '/admin/reports/ledger/reconciliation',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The latest check that the domain’s ledger adds up, null before the first',
        response: okResponse(latestReconciliationSchema),
      },
    },
    async (request) => ok(await getLatestReconciliation(deps, requireAuth(request))),
  );

  app.post(
    '/admin/reports/ledger/reconciliation',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Checks now that the domain’s ledger adds up, and keeps the result in the audit trail',
        description:
          'Every asset’s postings sum to zero, every transaction balances, every balance equals its postings, none is below zero where it may not be, every held balance equals its holds.',
        response: okResponse(latestReconciliationSchema),
      },
    },
    async (request) =>
      ok(await runReconciliation(deps, requireAuth(request), auditActorOf(request)), 'Reconciliation finished'),
  );
};
