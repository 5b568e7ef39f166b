import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { envelopeEndpointOf } from './monitoring.service';
import { sentryEnvelope } from './monitoring.test-factories';
import { parseEnvelope } from './sentry-envelope';

const dsn = 'https://0123456789abcdef@o42.ingest.sentry.io/4501';

/** The field and message of the 400 `parse` refuses with. */
function refusalOf(parse: () => unknown) {
  try {
    parse();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, fields: Object.keys(error.errors ?? {}) };
    throw error;
  }
  throw new Error('the envelope was taken');
}

describe('a Sentry envelope', () => {
  it('is read as its DSN and its items, a JSON item to its line end and a binary one by its length', () => {
    const binary = Buffer.from([0x00, 0x0a, 0x0a, 0xff]);
    const envelope = parseEnvelope(
      sentryEnvelope(dsn, [
        { type: 'event', payload: { message: 'boom' } },
        { type: 'replay_recording', bytes: binary },
        { type: 'client_report', payload: {} },
      ]),
    );
    expect(envelope.dsn).toEqual({ publicKey: '0123456789abcdef', host: 'o42.ingest.sentry.io', projectId: '4501' });
    expect(envelope.items.map((item) => item.type)).toEqual(['event', 'replay_recording', 'client_report']);
    expect(envelope.items[0]?.payload.toString()).toBe('{"message":"boom"}');
    expect(envelope.items[1]?.payload).toEqual(binary);
  });

  it('takes a last item without a line end, and a header alone', () => {
    const text = `{"dsn":"${dsn}"}\n{"type":"event"}\n{"message":"last"}`;
    expect(parseEnvelope(Buffer.from(text)).items[0]?.payload.toString()).toBe('{"message":"last"}');
    expect(parseEnvelope(Buffer.from(`{"dsn":"${dsn}"}`)).items).toEqual([]);
  });

  it.each([
    ['a header that is not JSON', 'hello\n', 'envelope'],
    ['a header that is a list', '[]\n', 'envelope'],
    ['a header nested past the JSON depth bound', `${'['.repeat(40)}${']'.repeat(40)}\n`, 'envelope'],
    ['no DSN', '{}\n', 'dsn'],
    ['a DSN with a secret key', '{"dsn":"https://key:secret@o42.ingest.sentry.io/1"}\n', 'dsn'],
    ['a DSN over http', '{"dsn":"http://key@o42.ingest.sentry.io/1"}\n', 'dsn'],
    ['an item without a type', `{"dsn":"${dsn}"}\n{"length":2}\n{}\n`, 'envelope'],
    ['a negative length', `{"dsn":"${dsn}"}\n{"type":"event","length":-1}\n{}\n`, 'envelope'],
    ['a length past the end', `{"dsn":"${dsn}"}\n{"type":"event","length":3}\n{}`, 'envelope'],
    ['an item header that is a string', `{"dsn":"${dsn}"}\n"event"\n{}\n`, 'envelope'],
  ])('is refused with a 400 when it has %s', (_label, text, field) => {
    expect(refusalOf(() => parseEnvelope(Buffer.from(text)))).toEqual({ status: 400, fields: [field] });
  });

  it('is refused past a hundred items', () => {
    const items = Array.from({ length: 101 }, () => ({ type: 'session', payload: {} }));
    expect(refusalOf(() => parseEnvelope(sentryEnvelope(dsn, items)))).toEqual({ status: 400, fields: ['envelope'] });
  });

  it("goes to the envelope endpoint of the DSN's project, or to the relay's", () => {
    const project = { host: 'o42.ingest.sentry.io', projectId: '4501' };
    expect(envelopeEndpointOf(project, null).href).toBe('https://o42.ingest.sentry.io/api/4501/envelope/');
    expect(envelopeEndpointOf(project, 'http://relay.internal:3000').href).toBe(
      'http://relay.internal:3000/api/4501/envelope/',
    );
  });
});
