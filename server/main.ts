import { readConfig } from './core/config.ts';
import { bootServices } from './boot.ts';
import { buildApp } from './app.ts';

/** `npm start`: one process serving the API, the socket path and the built browser app. */
async function main(): Promise<void> {
  const config = readConfig();
  const { services, changes, seeded } = await bootServices(config);
  const app = await buildApp({ services, webDir: config.webDir, logLevel: config.logLevel, trustProxy: config.trustProxy });
  app.log.info({ dialect: services.dialect, changes: changes.length, seeded }, 'database ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await app.close();
      await services.fanOut.close();
      await services.db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
