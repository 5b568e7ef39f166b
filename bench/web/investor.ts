// The domain the bench measures, made the way an operator makes one (the CLI, before the server
// starts), and an investor who can trade ACME-USD: an administrator creates the market on the
// trading host and approves the investor through the API, as the e2e journeys do.
import { randomBytes } from 'node:crypto';
import { cli, type ServerEnv } from './server';

export interface Credentials {
  email: string;
  password: string;
}

/** A market open around the clock, so the bench never meets its closing hours. */
const alwaysOpen = { Open: '00:00', Close: '00:00', Days: [1, 2, 3, 4, 5, 6, 7] };

function newUser(name: string): Credentials {
  const id = randomBytes(4).toString('hex');
  return { email: `${name}.${id}@bench.test`, password: `Bench-${name}-${id}-1` };
}

function createUser(server: ServerEnv, user: Credentials, role: 'admin' | 'investor') {
  const names = ['--first', 'Ada', '--last', role === 'admin' ? 'Admin' : 'Investor'];
  const login = ['--email', user.email, '--password', user.password];
  cli(server, 'user:create', '--tenant', 'bench', ...login, ...names, '--role', role);
}

/** Creates the domain (default for every host), its administrator and an investor. */
export function createDomain(server: ServerEnv) {
  const host = new URL(server.origin).host;
  cli(server, 'tenant:create', '--slug', 'bench', '--company', 'Bench Invest', '--default', '--host', host);
  const admin = newUser('admin');
  const investor = newUser('investor');
  createUser(server, admin, 'admin');
  createUser(server, investor, 'investor');
  return { admin, investor };
}

async function call<Payload>(server: ServerEnv, method: string, url: string, body?: object, token?: string) {
  const response = await fetch(url, {
    method,
    headers: {
      origin: server.origin,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (JSON.parse(text) as { payload: Payload }).payload;
}

async function signIn(server: ServerEnv, user: Credentials): Promise<string> {
  const session = await call<{ access_token: string }>(server, 'POST', `${server.origin}/v1/login`, user);
  return session.access_token;
}

/**
 * Opens the ACME-USD market and approves the investor, who then has an investor id and may trade,
 * and the investor accepts the current terms (signed-in pages ask for them first).
 */
export async function openTradingTo(server: ServerEnv, accounts: ReturnType<typeof createDomain>) {
  const adminToken = await signIn(server, accounts.admin);
  const market = {
    Name: 'Acme Corporation',
    BaseAsset: 'ACME',
    QuoteAsset: 'USD',
    PriceScale: 2,
    QuantityScale: 0,
    TickSize: '0.01',
    LotSize: '1',
    FeePct: '0.25',
    MarketHours: alwaysOpen,
    OnlyForAccredited: false,
  };
  await call(server, 'PUT', `${server.tradingOrigin}/api/currencies/ACME-USD`, market, adminToken);
  const investorToken = await signIn(server, accounts.investor);
  const me = `${server.origin}/v1/me`;
  const { user } = await call<{ user: { id: string } }>(server, 'POST', me, {}, investorToken);
  const review = { action: 'approve', reason: 'Approved for the web benchmark' };
  await call(server, 'POST', `${server.origin}/v1/admin/onboarding/users/${user.id}/review`, review, adminToken);
  const terms = `${server.origin}/v1/terms-and-conditions`;
  const current = await call<{ PolicyId: number; VersionNumber: number }>(
    server,
    'GET',
    terms,
    undefined,
    investorToken,
  );
  await call(
    server,
    'POST',
    terms,
    { PolicyId: current.PolicyId, VersionNumber: current.VersionNumber },
    investorToken,
  );
  const approved = await call<{ user: { investor_id: string | null } }>(server, 'POST', me, {}, investorToken);
  if (!approved.user.investor_id) throw new Error('the approved investor has no investor id');
}
