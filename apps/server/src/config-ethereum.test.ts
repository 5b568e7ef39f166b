import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The ETH_* settings of MetaMask deposits, as loadConfig reads them. */

const depositAddress = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('Ethereum settings', () => {
  it('leave Ethereum off when ETH_RPC_URL is unset', () => {
    expect(loadConfig({}).ethereum).toBeNull();
    expect(loadConfig({ ETH_RPC_URL: '', ETH_DEPOSIT_ADDRESS: depositAddress }).ethereum).toBeNull();
  });

  it('watch mainnet USDC with 12 confirmations every 15 s unless told otherwise', () => {
    expect(loadConfig({ ETH_RPC_URL: 'https://rpc.example', ETH_DEPOSIT_ADDRESS: depositAddress }).ethereum).toEqual({
      rpcUrl: 'https://rpc.example',
      usdcContract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      depositAddress,
      confirmations: 12,
      startBlock: null,
      usdPriceFeed: null,
      scanIntervalSeconds: 15,
    });
  });

  it('keep every address checksummed, and read the other settings', () => {
    const config = loadConfig({
      ETH_RPC_URL: 'http://127.0.0.1:8545',
      ETH_DEPOSIT_ADDRESS: depositAddress.toLowerCase(),
      ETH_USDC_CONTRACT: '0x1c7d4b196cb0c7b01d743fbc6116a902379c7238',
      ETH_USD_PRICE_FEED: '0x694aa1769357215de4fac081bf1f309adc325306',
      ETH_CONFIRMATIONS: '3',
      ETH_START_BLOCK: '7000000',
      ETH_SCAN_INTERVAL: '60',
    });
    expect(config.ethereum).toMatchObject({
      depositAddress,
      usdcContract: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238',
      usdPriceFeed: '0x694AA1769357215DE4FAC081bf1f309aDC325306',
      confirmations: 3,
      startBlock: 7_000_000n,
      scanIntervalSeconds: 60,
    });
  });

  it('refuse a missing deposit address, a bad checksum, and counts below one', () => {
    expect(() => loadConfig({ ETH_RPC_URL: 'http://127.0.0.1:8545' })).toThrow(ConfigError);
    expect(() => loadConfig({ ETH_RPC_URL: 'http://127.0.0.1:8545' })).toThrow('ETH_DEPOSIT_ADDRESS');
    const badChecksum = depositAddress.replace('E7', 'e7');
    expect(() => loadConfig({ ETH_DEPOSIT_ADDRESS: badChecksum })).toThrow('ETH_DEPOSIT_ADDRESS');
    expect(() => loadConfig({ ETH_CONFIRMATIONS: '0' })).toThrow('ETH_CONFIRMATIONS');
    expect(() => loadConfig({ ETH_SCAN_INTERVAL: '0' })).toThrow('ETH_SCAN_INTERVAL');
    expect(() => loadConfig({ ETH_USDC_CONTRACT: 'usdc' })).toThrow('ETH_USDC_CONTRACT');
  });
});
