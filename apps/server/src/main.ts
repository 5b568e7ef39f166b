import type { FastifyInstance } from 'fastify';
import { buildApiApp, buildTradingApp, startWorker } from './app';
import { ConfigError, loadConfig } from './config';
import { closeContext, createContext, prepareDatabase } from './context';
import { loadEnvFile } from './env-file';
import { createShutdown } from './platform/shutdown';
import { seedDemo } from './seed';

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const context = await createContext(config);
  await prepareDatabase(context);
  if (config.seedDemo) await seedDemo(context);

  const roles: { name: string; app: FastifyInstance; port: number }[] = [];
  if (config.ROLES.includes('api')) roles.push({ name: 'api', app: await buildApiApp(context), port: config.PORT });
  if (config.ROLES.includes('trading')) {
    roles.push({ name: 'trading', app: await buildTradingApp(context), port: config.TRADING_PORT });
  }
  let worker: Awaited<ReturnType<typeof startWorker>> | null = null;
  const shutdown = createShutdown({
    servers: roles,
    thenStop: [
      { name: 'the worker', stop: () => worker?.stop() },
      { name: 'the database and event bus', stop: () => closeContext(context) },
    ],
    timeoutMs: config.SHUTDOWN_TIMEOUT * 1000,
    log: context.log,
    logError: context.logError,
    exit: (code) => process.exit(code),
  });
  for (const { app, port } of roles) await app.listen({ host: config.HOST, port });
  if (config.ROLES.includes('worker')) worker = await startWorker(context);
  context.log(
    `ready: roles ${config.ROLES.join(', ')} on ${context.database.kind}` +
      (config.ROLES.includes('api') ? `, open ${config.PUBLIC_URL}` : '') +
      (worker?.metricsPort ? `, worker metrics on port ${worker.metricsPort}` : ''),
  );
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => shutdown.onSignal(signal));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
