const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address's id can name a user, an order or a document at all: the console asks the server only then. */
export const isUuid = (id: string): boolean => uuidPattern.test(id);
