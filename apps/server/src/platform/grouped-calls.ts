/**
 * Calls made in the same turn of the event loop, run together: `run` gets their inputs in the order
 * they were made and answers one output per input, or throws, which rejects every call of the group.
 * Under load many requests reach the same step at once (the orders of one batch answer together),
 * so a statement per group instead of per request saves the database and this process round trips.
 */
export function groupedPerTurn<Input, Output>(
  run: (inputs: Input[]) => Promise<Output[]>,
): (input: Input) => Promise<Output> {
  let pending: { input: Input; resolve: (output: Output) => void; reject: (error: unknown) => void }[] = [];
  async function flush() {
    const group = pending;
    pending = [];
    try {
      const outputs = await run(group.map((call) => call.input));
      if (outputs.length !== group.length) throw new Error('a grouped call answered another number of outputs');
      for (const [index, call] of group.entries()) call.resolve(outputs[index] as Output);
    } catch (error) {
      for (const call of group) call.reject(error);
    }
  }
  return (input) =>
    new Promise<Output>((resolve, reject) => {
      if (pending.length === 0) setImmediate(() => void flush());
      pending.push({ input, resolve, reject });
    });
}
