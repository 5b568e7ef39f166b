import { describe, expect, it } from 'vitest';
import { copyTextField, createNetting, type StatementMovement } from './statement-copy';

/** A row of the read as COPY writes it: posting `id` of transaction `tx` with `amount`, and the id of one other posting of it to the user. */
const row = (id: number, tx: string, amount: number, other: number | null = null, kind = 'deposit') => [
  String(id),
  tx,
  kind,
  '1767225600000',
  String(amount),
  'CARD',
  '\\N',
  other === null ? '\\N' : String(other),
];

/** What the netting hands over for rows given in one batch or one row at a time, and the two must agree. */
function net(rows: string[][]): { transactionId: string; amountUnits: bigint }[] {
  const read = (batches: string[][][]) => {
    const netting = createNetting();
    const out: StatementMovement[] = [];
    for (const batch of batches) for (const fields of batch) netting.add(fields, out);
    netting.finish(out);
    return out.map(({ transactionId, amountUnits }) => ({ transactionId, amountUnits }));
  };
  const whole = read([rows]);
  expect(read(rows.map((fields) => [fields]))).toEqual(whole);
  return whole;
}

describe('netting the postings of a statement', () => {
  it('lists each transaction once, in the order of its first posting, netted, leaving out what nets to zero', () => {
    expect(
      net([
        row(1, 'deposit-a', 1000),
        // A hold: available to held, another writer's deposit drawn between its postings.
        row(2, 'hold', -300, 4),
        row(3, 'deposit-b', 50),
        row(4, 'hold', 300, 2),
        row(5, 'deposit-c', 7),
      ]),
    ).toEqual([
      { transactionId: 'deposit-a', amountUnits: 1000n },
      { transactionId: 'deposit-b', amountUnits: 50n },
      { transactionId: 'deposit-c', amountUnits: 7n },
    ]);
  });

  it('keeps a later transaction back until one begun before it has had its last posting', () => {
    // A capture of three postings to the user (held out, part back to available, a fee), one row per other posting.
    const capture = [
      [10, 12],
      [10, 14],
      [12, 10],
      [12, 14],
      [14, 10],
      [14, 12],
    ] as const;
    const amounts: Record<number, number> = { 10: -500, 12: 200, 14: -5 };
    const rows = [
      ...capture.slice(0, 2).map(([id, other]) => row(id, 'capture', amounts[id] as number, other)),
      row(11, 'deposit-d', 40),
      ...capture.slice(2, 4).map(([id, other]) => row(id, 'capture', amounts[id] as number, other)),
      row(13, 'deposit-e', 60),
      ...capture.slice(4).map(([id, other]) => row(id, 'capture', amounts[id] as number, other)),
      row(15, 'deposit-f', 1),
    ];
    expect(net(rows)).toEqual([
      { transactionId: 'capture', amountUnits: -305n },
      { transactionId: 'deposit-d', amountUnits: 40n },
      { transactionId: 'deposit-e', amountUnits: 60n },
      { transactionId: 'deposit-f', amountUnits: 1n },
    ]);
  });

  it('hands over a transaction whose last posting is the read’s last at the end', () => {
    expect(net([row(1, 'trade', -100, 3, 'trade'), row(2, 'deposit', 5), row(3, 'trade', 40, 1, 'trade')])).toEqual([
      { transactionId: 'trade', amountUnits: -60n },
      { transactionId: 'deposit', amountUnits: 5n },
    ]);
  });
});

describe('a text field of COPY', () => {
  it('reads \\N as null and undoes the escapes of tabs, line breaks and backslashes', () => {
    expect(copyTextField('\\N')).toBeNull();
    expect(copyTextField('CARD')).toBe('CARD');
    expect(copyTextField('a\\tb\\nc\\\\d\\re')).toBe('a\tb\nc\\d\re');
    expect(copyTextField('\\\\N')).toBe('\\N');
  });
});
