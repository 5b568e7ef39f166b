import type { FastifyInstance } from 'fastify';
import { buildApiApp, buildTradingApp } from './app';
import { ConfigError, loadConfig } from './config';
import { closeContext, createContext, prepareDatabase } from './context';
import { loadEnvFile } from './env-file';
import { seedDemo } from './seed';

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const context = await createContext(config);
  await prepareDatabase(context);
  if (config.seedDemo) await seedDemo(context);

  const servers: FastifyInstance[] = [];
  if (config.ROLES.includes('api')) {
    await context.onboarding.start();
    const api = await buildApiApp(context);
    await api.listen({ host: config.HOST, port: config.PORT });
    servers.push(api);
  }
  if (config.ROLES.includes('trading')) {
    const trading = await buildTradingApp(context);
    await trading.listen({ host: config.HOST, port: config.TRADING_PORT });
    servers.push(trading);
  }
  if (config.ROLES.includes('worker')) {
    context.outbox.start();
    context.reconciliation.start();
    context.funding.worker().start();
  }
  context.log(
    `ready: roles ${config.ROLES.join(', ')} on ${context.database.kind}` +
      (config.ROLES.includes('api') ? `, open ${config.PUBLIC_URL}` : ''),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    context.log(`${signal}: finishing requests in flight, then stopping`);
    await Promise.allSettled(servers.map((server) => server.close()));
    await closeContext(context);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
