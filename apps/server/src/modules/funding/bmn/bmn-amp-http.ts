import { z } from 'zod';
import { AppError, invalid } from '../../../platform/errors';
import type { PaymentOutcome } from '../payments/payment-outcome';
import type { BmnDesk, OpenBmnDeposit } from './bmn-desk.port';

/**
 * The BMN desk on Blockstream AMP (docs.liquid.net, "Blockstream AMP API"): a token from
 * POST user/obtain_token, sent as `Authorization: token …` (obtained again when AMP answers 401).
 * An investor's AMP id is their Green account id (GAID): checked with GET gaids/{gaid}/validate and
 * registered as a registered user (GET gaids/{gaid}/registered_user, else POST registered_users/add).
 * BMN they deposit land in that account, so a deposit is confirmed by reading the account's balance
 * of the BMN asset (GET gaids/{gaid}/balance): once it has risen by the deposit from where it stood
 * when the deposit was announced. AMP sends no webhooks: the worker asks on a timer, and a deposit
 * that has not arrived within the expiry fails. Used when AMP_USERNAME, AMP_PASSWORD and
 * AMP_ASSET_UUID are set.
 */

export interface AmpDeskSettings {
  baseUrl: string;
  username: string;
  password: string;
  assetUuid: string;
  depositExpirySeconds: number;
}

const unavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The BMN desk (Blockstream AMP) is unavailable: try again later');

const tokenSchema = z.object({ token: z.string().min(1) });
const registeredUserSchema = z.object({ id: z.number().int() });
const balanceSchema = z.array(z.object({ asset_uuid: z.string(), balance: z.number().int().nonnegative() }));

/** The deposit's details the desk keeps: the investor's GAID and their AMP balance when it was announced. */
const gaidOf = (deposit: OpenBmnDeposit) => deposit.details.amp_id ?? '';
const balanceBefore = (deposit: OpenBmnDeposit) => BigInt(deposit.details.amp_balance_before ?? '0');

/**
 * Which of one investor's open deposits (oldest first) their balance covers: the rise since the oldest
 * was announced is spent on each in turn; one it does not cover fails once older than the expiry.
 */
export function settleAgainstBalance(
  deposits: OpenBmnDeposit[],
  balance: bigint,
  expired: (deposit: OpenBmnDeposit) => boolean,
): Map<string, PaymentOutcome> {
  const outcomes = new Map<string, PaymentOutcome>();
  const [oldest] = deposits;
  let arrived = oldest ? balance - balanceBefore(oldest) : 0n;
  for (const deposit of deposits) {
    if (arrived >= deposit.amountUnits) {
      outcomes.set(deposit.reference, { status: 'COMPLETED', failureReason: null });
      arrived -= deposit.amountUnits;
    } else if (expired(deposit)) {
      outcomes.set(deposit.reference, { status: 'FAILED', failureReason: 'The BMN transfer never arrived on AMP' });
    }
  }
  return outcomes;
}

export function createAmpBmnDesk(settings: AmpDeskSettings): BmnDesk {
  let token: Promise<string> | null = null;

  async function send(method: 'GET' | 'POST', path: string, body: unknown, authorization: string | null) {
    try {
      return await fetch(new URL(path, settings.baseUrl), {
        method,
        headers: {
          accept: 'application/json',
          ...(authorization ? { authorization } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw unavailable();
    }
  }

  async function obtainToken(): Promise<string> {
    const response = await send(
      'POST',
      'user/obtain_token',
      {
        username: settings.username,
        password: settings.password,
      },
      null,
    );
    const parsed = tokenSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success) throw unavailable();
    return parsed.data.token;
  }

  function currentToken(): Promise<string> {
    token ??= obtainToken().catch((error: unknown) => {
      token = null;
      throw error;
    });
    return token;
  }

  /** An AMP call with our token (obtained again once if AMP no longer takes it); null when AMP answers 404. */
  async function request<T>(schema: z.ZodType<T>, method: 'GET' | 'POST', path: string, body?: unknown) {
    for (const attempt of [1, 2]) {
      const response = await send(method, path, body, `token ${await currentToken()}`);
      if (response.status === 401 && attempt === 1) {
        token = null;
        continue;
      }
      if (response.status === 404) return null;
      const parsed = schema.safeParse(await response.json().catch(() => null));
      if (!response.ok || !parsed.success) throw unavailable();
      return parsed.data;
    }
    throw unavailable();
  }

  const gaidPath = (gaid: string, rest: string) => `gaids/${encodeURIComponent(gaid)}/${rest}`;

  async function registeredUserOf(gaid: string, name: string): Promise<number> {
    const known = await request(registeredUserSchema, 'GET', gaidPath(gaid, 'registered_user'));
    if (known) return known.id;
    const added = await request(registeredUserSchema, 'POST', 'registered_users/add', {
      name,
      GAID: gaid,
      is_company: false,
    });
    if (!added) throw unavailable();
    return added.id;
  }

  async function balanceOf(gaid: string): Promise<bigint> {
    const balances = await request(balanceSchema, 'GET', gaidPath(gaid, 'balance'));
    const entry = balances?.find((candidate) => candidate.asset_uuid === settings.assetUuid);
    return BigInt(entry?.balance ?? 0);
  }

  return {
    name: 'amp',
    isSandbox: false,
    async registerInvestor({ ampId, name }) {
      const validation = await request(z.object({ is_valid: z.boolean() }), 'GET', gaidPath(ampId, 'validate'));
      if (!validation?.is_valid) throw invalid('amp_id', 'Blockstream AMP does not know this AMP id');
      await registeredUserOf(ampId, name);
    },
    async submitDeposit(input) {
      if (!input.ampId) throw new AppError('BUSINESS_RULE', 'Save your AMP id before depositing BMN');
      const registeredUser = await registeredUserOf(input.ampId, input.investorName);
      const before = await balanceOf(input.ampId);
      return {
        reference: `amp-${input.paymentId}`,
        details: { amp_registered_user: String(registeredUser), amp_balance_before: before.toString() },
      };
    },
    async checkDeposits(open, now) {
      const byInvestor = new Map<string, OpenBmnDeposit[]>();
      for (const deposit of [...open].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
        byInvestor.set(gaidOf(deposit), [...(byInvestor.get(gaidOf(deposit)) ?? []), deposit]);
      }
      const expiryMs = settings.depositExpirySeconds * 1000;
      const outcomes = new Map<string, PaymentOutcome>();
      for (const [gaid, deposits] of byInvestor) {
        if (!gaid) continue;
        const settled = settleAgainstBalance(
          deposits,
          await balanceOf(gaid),
          (deposit) => now.getTime() - deposit.createdAt.getTime() > expiryMs,
        );
        for (const [reference, outcome] of settled) outcomes.set(reference, outcome);
      }
      return outcomes;
    },
  };
}
