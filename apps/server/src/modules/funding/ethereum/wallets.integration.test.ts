import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../../../test/test-app';
import { createFundingInvestor, createInvestorUnderRules } from '../funding.test-factories';
import { linkWallet, myWallets, postMyWallet, postRemoveMyWallet } from './wallets.test-factories';

/** Linked wallets (MetaMask) on the dashboard, with Ethereum off: linking, validation, ownership. */

const t = useTestApp({ tenants: { 'wallets-other.test': 'Tenant wallets-other.test' } });

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address;

/**
 * The address with the case of one letter swapped, a letter of the case most of its letters have, so
 * the address stays in mixed case: a broken EIP-55 checksum. (Swapping a letter of the rarer case
 * could leave every letter in one case, which is no checksum at all, and valid.)
 */
function withBadChecksum(address: string): string {
  const letters = address.slice(2).match(/[a-fA-F]/g) ?? [];
  const upperCase = letters.filter((letter) => letter === letter.toUpperCase()).length;
  const at = address.slice(2).search(upperCase * 2 >= letters.length ? /[A-F]/ : /[a-f]/) + 2;
  const letter = address.charAt(at);
  const swapped = letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase();
  return address.slice(0, at) + swapped + address.slice(at + 1);
}

describe('linking a wallet', () => {
  it('keeps the address checksummed, lists it, and answers a second link of it with the same list', async () => {
    const user = await createFundingInvestor(t);
    const address = newAddress();
    expect(await myWallets(t, user)).toEqual({ wallets: [], deposit: null });
    const linked = await linkWallet(t, user, address.toLowerCase());
    expect(linked.wallets).toEqual([{ wallet: address, provider: 'metamask', created_at: expect.any(String) }]);
    expect(linked.deposit).toBeNull();
    expect(await linkWallet(t, user, address)).toEqual(linked);
    t.clock.advance(1000);
    const second = newAddress();
    const response = await postMyWallet(t, user, { wallet: second, provider: 'MetaMask' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Wallet linked');
    expect((await myWallets(t, user)).wallets.map((wallet) => wallet.wallet)).toEqual([address, second]);
  });

  it.each([
    ['an empty body', undefined],
    ['no provider', { wallet: '0x52908400098527886E0F7030069857D2E4169EE7' }],
    ['an unknown provider', { wallet: '0x52908400098527886E0F7030069857D2E4169EE7', provider: 'phantom' }],
    ['a text that is no address', { wallet: 'my wallet', provider: 'metamask' }],
    ['an address too short', { wallet: '0x52908400098527886E0F7030069857D2E4169E', provider: 'metamask' }],
    ['a non-hex address', { wallet: '0xZ2908400098527886E0F7030069857D2E4169EE7', provider: 'metamask' }],
    [
      'a wrong checksum',
      { wallet: withBadChecksum('0x52908400098527886E0F7030069857D2E4169EE7'), provider: 'metamask' },
    ],
    ['an unknown field', { wallet: '0x52908400098527886E0F7030069857D2E4169EE7', provider: 'metamask', user: 'x' }],
  ])('refuses %s with a 400 and links nothing', async (_label, body) => {
    const user = await createFundingInvestor(t);
    const response = await postMyWallet(t, user, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect((await myWallets(t, user)).wallets).toEqual([]);
  });

  it('says which field is wrong when the checksum does not match', async () => {
    const user = await createFundingInvestor(t);
    const response = await postMyWallet(t, user, { wallet: withBadChecksum(newAddress()), provider: 'metamask' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.wallet[0]).toContain('checksum');
  });

  it('refuses a wallet another user linked (409), on this domain or another, and leaves it theirs', async () => {
    const owner = await createFundingInvestor(t);
    const address = newAddress();
    await linkWallet(t, owner, address);
    const neighbour = await createFundingInvestor(t);
    const taken = await postMyWallet(t, neighbour, { wallet: address.toLowerCase(), provider: 'metamask' });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    const elsewhere = await createFundingInvestor(t, { host: 'wallets-other.test' });
    expect((await postMyWallet(t, elsewhere, { wallet: address, provider: 'metamask' })).statusCode).toBe(409);
    expect((await myWallets(t, neighbour)).wallets).toEqual([]);
    expect((await myWallets(t, elsewhere)).wallets).toEqual([]);
    expect((await myWallets(t, owner)).wallets.map((wallet) => wallet.wallet)).toEqual([address]);
  });

  it('refuses an eleventh wallet', async () => {
    const user = await createFundingInvestor(t);
    for (let count = 0; count < 10; count += 1) await linkWallet(t, user, newAddress());
    const response = await postMyWallet(t, user, { wallet: newAddress(), provider: 'metamask' });
    expect(response.statusCode, response.body).toBe(422);
    expect((await myWallets(t, user)).wallets).toHaveLength(10);
  });

  it('refuses linking on a domain that switched MetaMask deposits off', async () => {
    const host = 'wallets-no-metamask.test';
    const user = await createInvestorUnderRules(t, host, [
      { method: 'METAMASK', enabled: false, min_amount: '10', max_amount: '1000', fee_pct: '0' },
    ]);
    const response = await postMyWallet(t, user, { wallet: newAddress(), provider: 'metamask' });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toContain('MetaMask');
    expect((await myWallets(t, user)).wallets).toEqual([]);
  });

  it('needs an investor to link, and a signed-in user to list', async () => {
    const pending = await createFundingInvestor(t, { investorId: false });
    expect((await postMyWallet(t, pending, { wallet: newAddress(), provider: 'metamask' })).statusCode).toBe(403);
    expect((await myWallets(t, pending)).wallets).toEqual([]);
    expect((await call(t.api, { method: 'GET', url: '/v1/mywallet' })).statusCode).toBe(401);
  });
});

describe('removing a wallet', () => {
  it('unlinks it, so it can be linked again, by anyone', async () => {
    const user = await createFundingInvestor(t);
    const kept = newAddress();
    const removed = newAddress();
    await linkWallet(t, user, kept);
    await linkWallet(t, user, removed);
    const response = await postRemoveMyWallet(t, user, { wallet: removed.toLowerCase() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Wallet removed', payload: { wallets: [{ wallet: kept }] } });
    expect((await postRemoveMyWallet(t, user, { wallet: removed })).statusCode).toBe(404);
    const other = await createFundingInvestor(t);
    expect((await linkWallet(t, other, removed)).wallets.map((wallet) => wallet.wallet)).toEqual([removed]);
  });

  it("answers 404 for another user's wallet and leaves it linked", async () => {
    const owner = await createFundingInvestor(t);
    const address = newAddress();
    await linkWallet(t, owner, address);
    for (const intruder of [
      await createFundingInvestor(t),
      await createFundingInvestor(t, { host: 'wallets-other.test' }),
    ]) {
      const response = await postRemoveMyWallet(t, intruder, { wallet: address });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    expect((await myWallets(t, owner)).wallets.map((wallet) => wallet.wallet)).toEqual([address]);
  });

  it.each([
    ['an empty body', {}],
    ['a malformed address', { wallet: '0x1234' }],
    ['a wrong checksum', { wallet: withBadChecksum('0x52908400098527886E0F7030069857D2E4169EE7') }],
  ])('refuses %s with a 400', async (_label, body) => {
    const user = await createFundingInvestor(t);
    const response = await postRemoveMyWallet(t, user, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });
});
