import { signInProviderSlugSchema } from '@invest/contracts';
import { z } from 'zod';
import type { AuthDeps } from '../auth.deps';
import { sealSecret } from '../two-factor/secret-box';
import { isLoopbackIssuer } from './oidc-clients';
import { deleteSignInProvider, upsertSignInProvider } from './social.repository';

const issuerSchema = z.url({ error: 'The issuer is the URL of an OpenID provider' }).refine((value) => {
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackIssuer(url));
}, 'The issuer must use https (plain http only to a provider on this machine)');

export const signInProviderInputSchema = z.object({
  tenantId: z.string(),
  slug: signInProviderSlugSchema,
  displayName: z.string().trim().min(1).max(60),
  issuer: issuerSchema,
  clientId: z.string().min(1).max(500),
  clientSecret: z.string().min(1).max(2000),
});
export type SignInProviderInput = z.input<typeof signInProviderInputSchema>;

/** Operator CLI: offers an OpenID provider on a domain, or replaces its settings. */
export async function setSignInProvider(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'jwtSecret'>,
  input: SignInProviderInput,
): Promise<void> {
  const provider = signInProviderInputSchema.parse(input);
  await upsertSignInProvider(deps.db, {
    tenantId: provider.tenantId,
    slug: provider.slug,
    displayName: provider.displayName,
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecretSealed: sealSecret(deps.jwtSecret, provider.clientSecret),
    updatedAt: deps.clock.now(),
  });
}

/** Operator CLI: the domain stops offering the provider; accounts linked to it keep their other ways in. */
export async function removeSignInProvider(
  deps: Pick<AuthDeps, 'db'>,
  tenantId: string,
  slug: string,
): Promise<boolean> {
  return deleteSignInProvider(deps.db, tenantId, slug);
}
