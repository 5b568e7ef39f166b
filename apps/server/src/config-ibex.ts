import { z } from 'zod';

/**
 * Ibex Hub's environment variables (the Lightning provider), part of config.ts's schema; .env.example
 * documents each one. Its HTTP adapter is used once IBEX_EMAIL, IBEX_PASSWORD and IBEX_ACCOUNT_ID are
 * set (all three, or none: the sandbox then answers).
 */

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const ibexEnvShape = {
  IBEX_API_URL: z.preprocess(emptyAsUndefined, z.url().default('https://ibexhub.ibexmercado.com')),
  IBEX_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  IBEX_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  IBEX_ACCOUNT_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, 'an Ibex Hub account id')
      .optional(),
  ),
};

type IbexEnv = z.output<z.ZodObject<typeof ibexEnvShape>>;

export interface IbexConfig {
  baseUrl: string;
  email: string;
  password: string;
  /** The Ibex Hub account (holding bitcoin) that Lightning invoices pay into. */
  accountId: string;
}

const ibexVariables = ['IBEX_EMAIL', 'IBEX_PASSWORD', 'IBEX_ACCOUNT_ID'] as const;

/** Ibex is all or nothing: once one of its credentials is set, each of the others is required. */
export function ibexSettingsOf(config: IbexEnv, problems: string[]): IbexConfig | null {
  const given = ibexVariables.filter((name) => config[name] !== undefined);
  if (given.length === 0) return null;
  for (const name of ibexVariables) {
    if (config[name] === undefined) problems.push(`  ${name}: required when ${given[0]} is set (Ibex Hub)`);
  }
  const { IBEX_EMAIL, IBEX_PASSWORD, IBEX_ACCOUNT_ID } = config;
  if (!IBEX_EMAIL || !IBEX_PASSWORD || !IBEX_ACCOUNT_ID) return null;
  return { baseUrl: config.IBEX_API_URL, email: IBEX_EMAIL, password: IBEX_PASSWORD, accountId: IBEX_ACCOUNT_ID };
}
