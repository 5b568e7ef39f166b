// Starts a fresh product for the browser tests: a new embedded database with two themed domains
// (alpha.localhost, which pays referral rewards and offers sign-in through a local OpenID provider
// served beside it, and beta.localhost), a domain with a signup reward
// (reward.localhost), one whose offering is restricted to non-French investors (offering.localhost), one whose sign-ins the journeys
// throttle on purpose (guard.localhost, so no other journey shares its limits) and an administrator of alpha,
// created through the operator CLI, then every role (which seeds the default demo domain that
// localhost answers with).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
/** E2E_DATA_DIR lets two runs on one machine keep apart (each with its own E2E_PORT). */
export const dataDir = process.env.E2E_DATA_DIR ?? join(root, 'e2e/.data');
const port = Number(process.env.E2E_PORT ?? 3100);
const env = {
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  PORT: String(port),
  TRADING_PORT: String(port + 1),
  PUBLIC_URL: `http://localhost:${port}`,
  ACCESS_TTL: '20s',
  // The journeys sign up and sign in dozens of investors a minute, all from this one address.
  RATE_LIMITS: 'off',
  SMTP_URL: '',
  DATABASE_URL: '',
  REDIS_URL: '',
  LOG_LEVEL: 'warn',
};
rmSync(dataDir, { recursive: true, force: true });

const tsx = join(root, 'node_modules/.bin/tsx');
function cli(...args) {
  const result = spawnSync(tsx, ['apps/server/src/cli.ts', ...args], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

cli('migrate');
cli(
  'tenant:create',
  '--slug',
  'alpha',
  '--company',
  'Alpha Capital',
  '--host',
  `alpha.localhost:${port}`,
  '--theme',
  join(root, 'e2e/fixtures/theme-alpha.json'),
  '--settings',
  join(root, 'e2e/fixtures/settings-alpha.json'),
);
cli(
  'tenant:create',
  '--slug',
  'beta',
  '--company',
  'Beta Securities',
  '--host',
  `beta.localhost:${port}`,
  '--theme',
  join(root, 'e2e/fixtures/theme-beta.json'),
);

cli(
  'tenant:create',
  '--slug',
  'reward',
  '--company',
  'Reward Markets',
  '--host',
  `reward.localhost:${port}`,
  '--settings',
  join(root, 'e2e/fixtures/settings-reward.json'),
);
cli(
  'tenant:create',
  '--slug',
  'offering',
  '--company',
  'Offering Partners',
  '--host',
  `offering.localhost:${port}`,
  '--settings',
  join(root, 'e2e/fixtures/settings-ipo.json'),
);

cli('tenant:create', '--slug', 'guard', '--company', 'Guard Brokerage', '--host', `guard.localhost:${port}`);

// The domain whose look the domain-settings journey changes, and its super-administrator.
cli('tenant:create', '--slug', 'brand', '--company', 'Brand Studio', '--host', `brand.localhost:${port}`);
const brandOwner = JSON.parse(readFileSync(join(root, 'e2e/fixtures/brand-super-admin.json'), 'utf8'));
cli(
  'user:create',
  '--tenant',
  'brand',
  '--email',
  brandOwner.email,
  '--password',
  brandOwner.password,
  '--first',
  brandOwner.first,
  '--last',
  brandOwner.last,
  '--role',
  'super-admin',
);

const admin = JSON.parse(readFileSync(join(root, 'e2e/fixtures/alpha-admin.json'), 'utf8'));
cli(
  'user:create',
  '--tenant',
  'alpha',
  '--email',
  admin.email,
  '--password',
  admin.password,
  '--first',
  admin.first,
  '--last',
  admin.last,
  '--role',
  'admin',
);

// A domain that pays referral rewards on an administrator's approval, so they wait as bonuses due, and
// its administrator (alpha's, by the same sign-in) whom the reports journey follows.
cli(
  'tenant:create',
  '--slug',
  'bonus',
  '--company',
  'Bonus Brokers',
  '--host',
  `bonus.localhost:${port}`,
  '--settings',
  join(root, 'e2e/fixtures/settings-bonus.json'),
);
cli(
  'user:create',
  '--tenant',
  'bonus',
  '--email',
  admin.email,
  '--password',
  admin.password,
  '--first',
  admin.first,
  '--last',
  admin.last,
  '--role',
  'admin',
);

const oidc = { port: port + 2, clientId: 'alpha-e2e', clientSecret: 'alpha-e2e-client-secret' };
cli(
  'sign-in-provider:set',
  '--tenant',
  'alpha',
  '--slug',
  'local',
  '--name',
  'Local ID',
  '--issuer',
  `http://127.0.0.1:${oidc.port}`,
  '--client-id',
  oidc.clientId,
  '--client-secret',
  oidc.clientSecret,
);
const provider = spawn(tsx, ['apps/server/test/serve-oidc-provider.ts'], {
  cwd: root,
  env: {
    ...env,
    OIDC_PORT: String(oidc.port),
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    OIDC_REDIRECT_URIS: `http://alpha.localhost:${port}/v1/auth/local/callback`,
  },
  stdio: 'inherit',
});

// Node itself with tsx as a loader, as `npm start` runs it, so the stop signal reaches the server.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    provider.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code) => {
  provider.kill('SIGTERM');
  process.exit(code ?? 0);
});
