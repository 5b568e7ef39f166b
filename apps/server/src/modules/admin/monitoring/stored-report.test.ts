import { describe, expect, it } from 'vitest';
import { errorEvent } from './monitoring.test-factories';
import { storedReportOf } from './stored-report';

describe('a kept error report', () => {
  it('lists the thrown exception, the page without its query, the level and the release', () => {
    const event = errorEvent({ level: 'fatal', request: { url: 'https://main.test/orders?email=ada@example.com#x' } });
    expect(storedReportOf(event)).toMatchObject({
      eventId: event.event_id,
      level: 'fatal',
      message: "TypeError: Cannot read properties of undefined (reading 'price')",
      url: 'https://main.test/orders',
      release: '1.49.1',
    });
  });

  it('falls back to the message, then to none, and to the error level', () => {
    const plain = { message: { formatted: 'Chunk failed to load' }, level: 'shouting' };
    expect(storedReportOf(plain)).toMatchObject({ message: 'Chunk failed to load', level: 'error', url: null });
    expect(storedReportOf({}).message).toBe('(no message)');
  });

  it('keeps the event trimmed: long texts cut, long lists to their last items, deep nesting cut off', () => {
    const frames = Array.from({ length: 80 }, (_, index) => ({ function: `frame${index}` }));
    let nested: Record<string, unknown> = { leaf: true };
    for (let level = 0; level < 10; level += 1) nested = { inner: nested };
    const { payload, message } = storedReportOf({
      message: 'y'.repeat(5000),
      extra: { note: 'z'.repeat(5000), nested },
      exception: { values: [{ stacktrace: { frames } }] },
    });
    expect(message).toHaveLength(1001);
    expect(JSON.stringify(payload).length).toBeLessThan(12_000);
    const kept = (payload.exception as { values: { stacktrace: { frames: { function: string }[] } }[] }).values[0];
    expect(kept?.stacktrace.frames.at(-1)?.function).toBe('frame79');
    expect(kept?.stacktrace.frames).toHaveLength(50);
    expect(JSON.stringify(payload)).toContain('[trimmed]');
  });

  it('replaces the characters PostgreSQL cannot store', () => {
    const report = storedReportOf({ message: 'a\u0000b\ud800c', extra: { 'k\u0000': 'v\udc00' } });
    expect(report.message).toBe('a\ufffdb\ufffdc');
    expect(report.payload.extra).toEqual({ 'k\ufffd': 'v\ufffd' });
  });
});
