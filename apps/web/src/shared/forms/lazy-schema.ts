import { type FormErrors, schemaResolver } from '@mantine/form';

/** A contract schema as forms use it: a Standard Schema with zod's `parse`. */
type ContractSchema<Request> = Parameters<typeof schemaResolver>[0] & { parse: (value: unknown) => Request };

/**
 * A contract schema whose code (zod and the contract module) is loaded on first use, so it is not
 * part of the first page's JavaScript. Until it has arrived, `errorsOf` answers a promise, which
 * Mantine forms wait for before submitting. Should the code fail to load, values pass unchanged and
 * the route, which validates with the same schema, answers the field errors instead.
 */
export interface LazySchema<Request> {
  load: () => Promise<ContractSchema<Request> | null>;
  errorsOf: (value: unknown) => FormErrors | Promise<FormErrors>;
  parse: (value: unknown) => Request;
}

export function lazySchema<Request>(importSchema: () => Promise<ContractSchema<Request>>): LazySchema<Request> {
  let schema: ContractSchema<Request> | null = null;
  let loading: Promise<ContractSchema<Request> | null> | null = null;

  const load = () => {
    loading ??= importSchema().then(
      (loaded) => {
        schema = loaded;
        return loaded;
      },
      () => {
        loading = null;
        return null;
      },
    );
    return loading;
  };
  const errorsWith = (loaded: ContractSchema<Request> | null, value: unknown): FormErrors =>
    loaded ? schemaResolver(loaded, { sync: true })(value) : {};

  return {
    load,
    errorsOf: (value) => (schema ? errorsWith(schema, value) : load().then((loaded) => errorsWith(loaded, value))),
    parse: (value) => (schema ? schema.parse(value) : (value as Request)),
  };
}
