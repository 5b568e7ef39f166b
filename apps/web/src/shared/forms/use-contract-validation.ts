import { useEffect } from 'react';
import { prefetchOnIntent } from '../ui/prefetch-on-intent';
import type { LazySchema } from './lazy-schema';

/**
 * `validate` and `transformValues` for a Mantine form from the contract schema of its route: the
 * form's values are mapped to the request body, the schema's messages land on the fields with the
 * same names, and the submitted request is the schema's parsed output. The schema is fetched when
 * the visitor first touches the page, or at the first validation.
 */
export function useContractValidation<Values, Request>(
  schema: LazySchema<Request>,
  toRequest: (values: Values) => unknown = (values) => values,
) {
  useEffect(() => prefetchOnIntent(schema.load), [schema]);
  return {
    validate: (values: Values) => schema.errorsOf(toRequest(values)),
    transformValues: (values: Values) => schema.parse(toRequest(values)),
  };
}
