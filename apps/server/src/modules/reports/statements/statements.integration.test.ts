import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { createSignedInUser } from '../../auth/testing';
import { depositByCard } from '../../funding/testing';
import { getBalances } from '../../ledger';
import { createTestMarket, createTrader, credit, placeOrder } from '../../trading/testing';
import { pdfMovementLimit } from './statement-pdf';
import { getStatement, monthOf, moveIntoLastMonth, pdfTextOf, readCsvStatement } from './statements.test-factories';

const otherHost = 'statements-other.test';
const t = useTestApp({ tenants: { [otherHost]: 'Other Statements Domain' } });

/** Open around the clock: the tests run at the real time of day. */
const aroundTheClock = { opensAtMinute: 0, closesAtMinute: 0, tradingDays: [1, 2, 3, 4, 5, 6, 7] };

const thisMonth = () => monthOf(new Date());

describe('GET reports/statement-account', () => {
  beforeEach(() => t.clock.set(new Date()));

  it('lists a card deposit and a trade with running balances that reconcile, as a CSV attachment', async () => {
    const market = await createTestMarket(t, aroundTheClock);
    const seller = await createTrader(t, { [market.baseAsset]: '100' });
    const investor = await createTrader(t, {});
    await depositByCard(t, { ...investor, host: investor.host }, '1500');
    const order = { ShareName: market.symbol, Price: '12.34', Quantity: '10', OrderType: 2, TimeInForce: 1 };
    await placeOrder(t, seller, { ...order, Side: 2 });
    await placeOrder(t, investor, { ...order, Side: 1 });

    const response = await getStatement(t, investor, `month=${thisMonth()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="statement-${thisMonth()}.csv"`);
    const { preamble, sections } = readCsvStatement(response.body);
    expect(preamble.get('Investor')).toBe('Grace Hopper');
    expect(preamble.get('Month')).toBe(thisMonth());
    expect(preamble.get('Times')).toMatch(/^All times are UTC\. Opening balances at \d{4}-\d\d-01 00:00:00 UTC/);
    const usd = sections.get('USD');
    expect(usd?.opening).toBe(0n);
    expect(usd?.movements.map((line) => line.description)).toEqual([
      'Deposit by card',
      `Trade buy ${market.symbol}, fee included`,
    ]);
    expect(response.body).toContain('1,500.00');
    const shares = sections.get(market.baseAsset);
    expect(shares?.movements.map((line) => line.description)).toEqual([`Trade buy ${market.symbol}`]);
    const balances = await getBalances(t.context.database.db, investor.tenantId, investor.id);
    for (const [asset, section] of sections) {
      const moved = section.movements.reduce((sum, line) => sum + line.amount, 0n);
      expect(section.opening + moved, asset).toBe(section.closing);
      expect(section.movements.at(-1)?.balance, asset).toBe(section.closing);
      const balance = balances.find((row) => row.asset === asset);
      expect(section.closing, asset).toBe((balance?.availableUnits ?? 0n) + (balance?.heldUnits ?? 0n));
    }
  });

  it('neutralises a name that a spreadsheet would run as a formula, and leaves negative amounts numbers', async () => {
    const investor = await createTrader(t, { USD: '1100' });
    const seller = await createTrader(t, {});
    await t.context.database.db.execute(sql`update users set first_name = '=HYPERLINK("x")' where id = ${investor.id}`);
    const market = await createTestMarket(t, aroundTheClock);
    await credit(t, seller, market.baseAsset, '5');
    const order = { ShareName: market.symbol, Price: '200', Quantity: '5', OrderType: 2, TimeInForce: 1 };
    await placeOrder(t, seller, { ...order, Side: 2 });
    await placeOrder(t, investor, { ...order, Side: 1 });

    const response = await getStatement(t, investor, `month=${thisMonth()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain(`Investor,"'=HYPERLINK(""x"") Hopper"`);
    for (const line of response.body.split('\r\n')) {
      for (const cell of line.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+@\t\r]/);
    }
    const { preamble } = readCsvStatement(response.body);
    expect(preamble.get('Investor')).toBe(`'=HYPERLINK("x") Hopper`);
    // 5 x 200 plus the 0.25 % fee, grouped by thousands and signed, is left a number.
    expect(response.body).toContain(`,"-1,002.50",`);
  });

  it('never shows another user’s movements, of the same domain or of another', async () => {
    const investor = await createTrader(t, { USD: '10' });
    const neighbour = await createTrader(t, { USD: '777' });
    const stranger = await createTrader(t, { USD: '888' }, otherHost);
    for (const [user, amount] of [
      [investor, '10.00'],
      [neighbour, '777.00'],
      [stranger, '888.00'],
    ] as const) {
      const response = await getStatement(t, user, `month=${thisMonth()}`);
      expect(response.statusCode, response.body).toBe(200);
      const { sections } = readCsvStatement(response.body);
      expect([...sections.keys()]).toEqual(['USD']);
      expect(sections.get('USD')?.movements.map((line) => line.amount)).toEqual([BigInt(amount.replace('.', ''))]);
    }
  });

  it('refuses an unverified email with 403', async () => {
    const user = await createSignedInUser(t, { emailVerified: false });
    const response = await getStatement(t, user, `month=${thisMonth()}`);
    expect(response.statusCode, response.body).toBe(403);
  });

  it.each([
    ['a month not begun', () => monthOf(new Date(), 1), 'This month has not begun yet'],
    ['a month before the account', () => monthOf(new Date(), -1), 'Your account did not exist yet in this month'],
    ['no month at all', () => '', null],
    ['month 13', () => '2026-13', null],
    ['a date', () => '2026-03-02', null],
    ['a formula', () => '=1+1', null],
  ])('refuses %s with a 400 naming month', async (_, month, message) => {
    const user = await createTrader(t, {});
    const response = await getStatement(t, user, month() ? `month=${encodeURIComponent(month())}` : '');
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(Object.keys(body.errors)).toEqual(['month']);
    if (message) expect(body.errors.month).toEqual([message]);
  });

  it('gives last month’s statement once the history is last month’s, and this month opens where it closed', async () => {
    const investor = await createTrader(t, { USD: '250.5' });
    await moveIntoLastMonth(t, [investor.id]);
    const last = readCsvStatement((await getStatement(t, investor, `month=${monthOf(new Date(), -1)}`)).body);
    const now = readCsvStatement((await getStatement(t, investor, `month=${thisMonth()}`)).body);
    expect(last.sections.get('USD')).toMatchObject({ opening: 0n, closing: 25050n });
    expect(now.sections.get('USD')).toEqual({ opening: 25050n, movements: [], closing: 25050n });
  });

  it('renders the PDF with the domain as letterhead, the investor, the month and numbered pages', async () => {
    const investor = await createTrader(t, { USD: '42', USDC: '0.123456' });
    const response = await getStatement(t, investor, `month=${thisMonth()}&format=pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="statement-${thisMonth()}.pdf"`);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getTitle()).toBe(`Statement of account ${thisMonth()}`);
    const text = await pdfTextOf(bytes);
    const company = (await t.context.tenants.getTenant(investor.tenantId)).companyName;
    expect(text).toContain(company);
    expect(text).toContain('Grace Hopper');
    expect(text).toContain(`Month ${thisMonth()}, all times UTC`);
    expect(text).toContain('42.00');
    expect(text).toContain('0.123456');
    expect(text).toMatch(/page 1 of 1/);
    expect(pdfMovementLimit).toBe(5000);
  });
});
