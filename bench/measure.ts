/** Runs `work` on `connections` workers for `seconds`; returns units of work per second. */
export async function rate(connections: number, seconds: number, work: () => Promise<number>): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const units = await work();
        done += units;
      }
    }),
  );
  return Math.round(done / seconds);
}
