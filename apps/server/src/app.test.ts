import { describe, expect, it } from 'vitest';
import { tradingConnectSources } from './app';

describe("the web app's connect-src", () => {
  it('names the trading host over HTTP and its websocket, from TRADING_PUBLIC_URL', () => {
    expect(tradingConnectSources({ TRADING_PUBLIC_URL: 'https://trade.example.com', TRADING_PORT: 3001 })).toEqual([
      'https://trade.example.com',
      'wss://trade.example.com',
    ]);
    expect(tradingConnectSources({ TRADING_PUBLIC_URL: 'http://trade.test:8080/', TRADING_PORT: 3001 })).toEqual([
      'http://trade.test:8080',
      'ws://trade.test:8080',
    ]);
  });

  it("names each domain's own host on the trading port otherwise, and no other websocket", () => {
    expect(tradingConnectSources({ TRADING_PUBLIC_URL: undefined, TRADING_PORT: 4001 })).toEqual([
      'http://*:4001',
      'https://*:4001',
      'ws://*:4001',
      'wss://*:4001',
    ]);
  });
});
