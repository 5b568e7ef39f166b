import type { CsvColumn } from '../../../platform/http/csv';
import type { SignedUpUser } from '../../auth';

/**
 * The new-users file: one line per user who signed up in the range, the earliest first, with when
 * they completed each of the domain's steps (empty when they did not).
 */
export function newUsersColumns(steps: readonly string[]): CsvColumn<SignedUpUser>[] {
  return [
    { header: 'Signed up (UTC)', value: (user) => user.createdAt.toISOString() },
    { header: 'User id', value: (user) => user.id },
    { header: 'Email', value: (user) => user.email },
    { header: 'User type', value: (user) => user.userType },
    { header: 'First name', value: (user) => user.firstName },
    { header: 'Last name', value: (user) => user.lastName },
    { header: 'Company', value: (user) => user.companyName },
    { header: 'Last step', value: (user) => user.lastStep },
    { header: 'Registration completed', value: (user) => (user.registrationCompleted ? 'yes' : 'no') },
    ...steps.map(
      (step): CsvColumn<SignedUpUser> => ({
        header: `${step} (UTC)`,
        value: (user) => user.stepsCompletedAt[step] ?? null,
      }),
    ),
  ];
}
