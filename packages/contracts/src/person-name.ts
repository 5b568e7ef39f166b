import { z } from 'zod';
import { splitFullName } from './validation';

/**
 * A person's name in a request (SPEC 5): `first_name` and `last_name`, or one `full_name` instead,
 * which is split at the last space into the two by the same function the web app's name field uses.
 * Whichever was sent, the parsed request holds `first_name` and `last_name`.
 */

type NameSchema = z.ZodType<string, string>;

type NameFields = { first_name?: string | undefined; last_name?: string | undefined; full_name?: string | undefined };

type WithSplitName<Fields extends NameFields> = Omit<Fields, 'first_name' | 'last_name' | 'full_name'> & {
  first_name: string;
  last_name: string;
};

const fullNameMaxLength = 201;
const fullNameSchema = z
  .string({ error: 'Enter the full name' })
  .max(fullNameMaxLength, `At most ${fullNameMaxLength} characters`);

/** The name fields of a person's request object, each part checked by `name`. */
export function personNameFields<Name extends NameSchema>(name: Name) {
  return { first_name: name.optional(), last_name: name.optional(), full_name: fullNameSchema.optional() };
}

/** The first and last name of a full name, each read by `name`. */
function partsOf(fullName: string, name: NameSchema) {
  const split = splitFullName(fullName);
  return {
    hasLastName: split.lastName !== '',
    first: name.safeParse(split.firstName),
    last: name.safeParse(split.lastName),
  };
}

/** What is wrong with the name fields sent, each on the field to fix; none when they name a person. */
function nameProblemOf(value: NameFields, name: NameSchema): { field: keyof NameFields; message: string }[] {
  const { first_name: firstName, last_name: lastName, full_name: fullName } = value;
  if (fullName === undefined) {
    return [
      ...(firstName === undefined ? [{ field: 'first_name' as const, message: 'Required' }] : []),
      ...(lastName === undefined ? [{ field: 'last_name' as const, message: 'Required' }] : []),
    ];
  }
  if (firstName !== undefined || lastName !== undefined) {
    return [{ field: 'full_name', message: 'Send full_name, or first_name and last_name, not both' }];
  }
  if (typeof fullName !== 'string') return [];
  const parts = partsOf(fullName, name);
  if (!parts.hasLastName)
    return [{ field: 'full_name', message: 'Enter a first and a last name, separated by a space' }];
  const issue = parts.first.error?.issues[0] ?? parts.last.error?.issues[0];
  return issue ? [{ field: 'full_name', message: issue.message }] : [];
}

/**
 * `schema` (an object with `personNameFields`) answering `first_name` and `last_name`: as sent, or
 * split from `full_name`. Both forms at once, a part missing, or a full name without a last name is
 * a field error on the field concerned, told with the errors of the other fields.
 */
export function acceptingFullName<Schema extends z.ZodType<NameFields>>(schema: Schema, name: NameSchema) {
  return schema
    .superRefine(
      (value, context) => {
        if (typeof value !== 'object' || value === null) return;
        const reported = new Set(context.issues.map((issue) => issue.path?.[0]));
        for (const { field, message } of nameProblemOf(value, name)) {
          if (!reported.has(field)) context.addIssue({ code: 'custom', path: [field], message, input: value[field] });
        }
      },
      { when: () => true },
    )
    .transform((value): WithSplitName<z.output<Schema>> => {
      const { first_name: firstName, last_name: lastName, full_name: fullName, ...rest } = value;
      if (fullName === undefined) return { ...rest, first_name: firstName ?? '', last_name: lastName ?? '' };
      const { first, last } = partsOf(fullName, name);
      return { ...rest, first_name: first.data ?? '', last_name: last.data ?? '' };
    });
}
