import { placeOrderRequestSchema } from '@invest/contracts/trading';
import { schemaResolver } from '@mantine/form';

/** The field errors POST /api/orders would answer for a body, from the route's own contract schema. */
export const placeOrderErrorsOf = schemaResolver(placeOrderRequestSchema, { sync: true });

export const parsePlaceOrder = (body: unknown) => placeOrderRequestSchema.parse(body);
