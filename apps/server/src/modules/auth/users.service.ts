import {
  emailSchema,
  passwordSchema,
  personNameSchema,
  type Role,
  roleSchema,
  type User,
  type UserType,
  userTypeSchema,
} from '@invest/contracts';
import { z } from 'zod';
import { AppError, invalid } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/context';
import { findCountryById } from '../lookups';
import type { AuthDeps } from './auth.deps';
import { hashPassword } from './passwords';
import { duplicateEmailMessage } from './register.service';
import { authenticatedUser, unauthenticated } from './sessions.service';
import { loadUserPayload } from './user-payload';
import * as users from './users.repository';
import { parseOrThrow } from './validate';

export interface CreateUserInput {
  tenantId: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  countryId?: number;
  roles: Role[];
  emailVerified: boolean;
}

/** Operator CLI: creates a user with the same rules as registration, without a session or mail. */
export async function createUser(deps: AuthDeps, input: CreateUserInput): Promise<{ id: string; email: string }> {
  const email = parseOrThrow(emailSchema, 'email', input.email);
  const password = parseOrThrow(passwordSchema, 'password', input.password);
  const firstName = parseOrThrow(personNameSchema, 'firstName', input.firstName);
  const lastName = parseOrThrow(personNameSchema, 'lastName', input.lastName);
  const userType = parseOrThrow(userTypeSchema, 'userType', input.userType);
  const roles = parseOrThrow(z.array(roleSchema).min(1, 'Give at least one role'), 'roles', input.roles);
  if (input.countryId !== undefined && !(await findCountryById(deps.db, input.countryId))) {
    throw invalid('countryId', 'Unknown country');
  }
  await deps.tenants.getTenant(input.tenantId);
  const now = deps.clock.now();
  const user = await users.insertUser(deps.db, {
    tenantId: input.tenantId,
    email,
    passwordHash: await hashPassword(password),
    firstName,
    lastName,
    userType,
    countryId: input.countryId ?? null,
    roles: [...new Set(roles)],
    emailVerifiedAt: input.emailVerified ? now : null,
    passwordChangedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  if (!user) throw new AppError('CONFLICT', duplicateEmailMessage);
  return { id: user.id, email: user.email };
}

/** POST /v1/me. */
export async function getMe(deps: AuthDeps, auth: AuthContext): Promise<User> {
  const user = authenticatedUser(auth) ?? (await users.findUserById(deps.db, auth.tenantId, auth.userId));
  if (!user) throw unauthenticated();
  return loadUserPayload(deps, user);
}
