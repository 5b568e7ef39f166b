// Serves the test OpenID provider on OIDC_PORT for the browser journeys, with one client whose
// client id, secret and redirect URIs come from OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and
// OIDC_REDIRECT_URIS (space-separated).
import { startOidcProvider } from './oidc-provider';

const provider = await startOidcProvider({
  port: Number(process.env.OIDC_PORT),
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? '',
      client_secret: process.env.OIDC_CLIENT_SECRET ?? '',
      redirect_uris: (process.env.OIDC_REDIRECT_URIS ?? '').split(' ').filter(Boolean),
    },
  ],
});
console.log(`test OpenID provider at ${provider.issuer}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
}
