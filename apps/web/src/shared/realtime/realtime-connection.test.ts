import { describe, expect, it } from 'vitest';
import { realtimeUrl } from './realtime-connection';

describe('realtime address', () => {
  it('is /ws on the trading host, over wss when the host is https', () => {
    expect(realtimeUrl('https://trade.example.com', 'https://app.example.com')).toBe('wss://trade.example.com/ws');
    expect(realtimeUrl('http://localhost:3101', 'http://localhost:3100')).toBe('ws://localhost:3101/ws');
  });

  it('is /ws on the page’s own host when the trading host is served with it (development)', () => {
    expect(realtimeUrl('', 'http://localhost:5173')).toBe('ws://localhost:5173/ws');
  });
});
