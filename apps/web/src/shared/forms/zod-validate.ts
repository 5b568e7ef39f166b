import { type FormErrors, schemaResolver } from '@mantine/form';

/**
 * A Mantine form validator from a contract schema: the form's values are mapped to the request body
 * the route expects, and the schema's messages land on the fields with the same names.
 */
type Schema = Parameters<typeof schemaResolver>[0];

export function zodValidate<Values>(
  schema: Schema,
  toRequest: (values: Values) => unknown = (values) => values,
): (values: Values) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => resolve(toRequest(values));
}
