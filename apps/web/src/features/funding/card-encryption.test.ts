import { decrypt, generateKey, readMessage, readPrivateKey } from 'openpgp';
import { describe, expect, it } from 'vitest';
import { encryptCardData } from './card-encryption';

describe('card encryption', () => {
  it('encrypts the number and code so that only the holder of the private key reads them', async () => {
    const keys = await generateKey({ type: 'ecc', curve: 'curve25519Legacy', userIDs: [{ name: 'Card test' }] });
    const cardKey = { key_id: 'key1', public_key: btoa(keys.publicKey), is_sandbox: true };

    const encrypted = await encryptCardData(cardKey, { number: '4007400000000007', cvv: '123' });

    expect(encrypted).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(atob(encrypted)).not.toContain('4007400000000007');
    const message = await readMessage({ armoredMessage: atob(encrypted) });
    const decryptionKeys = await readPrivateKey({ armoredKey: keys.privateKey });
    const { data } = await decrypt({ message, decryptionKeys });
    expect(JSON.parse(String(data))).toEqual({ number: '4007400000000007', cvv: '123' });
  });
});
