import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendCsv, toCsvCell } from './csv';

describe('CSV cells', () => {
  it('turns whatever would start a formula into text', () => {
    for (const hostile of ['=1+1', '+SUM(A1:A2)', '-2+3', '@cmd', '\t=1', '\r=1', '=HYPERLINK("http://x","y")']) {
      expect(toCsvCell(hostile)).toBe(`'${hostile}`);
    }
  });

  it('leaves numbers, signed amounts and ordinary text as they are', () => {
    expect(toCsvCell(-12.5)).toBe(-12.5);
    expect(toCsvCell('-12.50')).toBe('-12.50');
    expect(toCsvCell('-1,234,567.50')).toBe('-1,234,567.50');
    expect(toCsvCell('-1,2345.50')).toBe("'-1,2345.50");
    expect(toCsvCell('-1,000+A1')).toBe("'-1,000+A1");
    expect(toCsvCell('+3')).toBe('+3');
    expect(toCsvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(toCsvCell('a=b')).toBe('a=b');
    expect(toCsvCell(null)).toBe('');
  });

  it('neutralises a hostile name in a download, and keeps its quotes intact', async () => {
    const app = Fastify();
    app.get('/export', (_, reply) =>
      sendCsv(
        reply,
        'people.csv',
        [{ header: 'name', value: (row: { name: string }) => row.name }],
        [{ name: '=HYPERLINK("http://evil.test","open")' }, { name: '-5.00' }],
      ),
    );
    const response = await app.inject({ method: 'GET', url: '/export' });
    expect(response.body).toBe('name\r\n"\'=HYPERLINK(""http://evil.test"",""open"")"\r\n-5.00\r\n');
    await app.close();
  });
});
