import { useEffect } from 'react';
import { prefetchWhenIdle } from '../ui/prefetch-when-idle';
import type { LazySchema } from './lazy-schema';

/**
 * `validate` and `transformValues` for a Mantine form from the contract schema of its route: the
 * form's values are mapped to the request body, the schema's messages land on the fields with the
 * same names, and the submitted request is the schema's parsed output. The schema is fetched once
 * the browser is idle after the form appears.
 */
export function useContractValidation<Values, Request>(
  schema: LazySchema<Request>,
  toRequest: (values: Values) => unknown = (values) => values,
) {
  useEffect(() => prefetchWhenIdle(schema.load), [schema]);
  return {
    validate: (values: Values) => schema.errorsOf(toRequest(values)),
    transformValues: (values: Values) => schema.parse(toRequest(values)),
  };
}
