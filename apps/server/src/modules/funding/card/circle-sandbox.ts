import { randomUUID } from 'node:crypto';
import { decrypt, generateKey, readMessage, readPrivateKey } from 'openpgp';
import { invalid } from '../../../platform/errors';
import type { SandboxOutcome } from '../payments/payment-outcome';
import type { CardPaymentSubmission, CardProvider } from './card.port';
import { type CardData, cardDataSchema, isLuhnValid, unreadableCard } from './card-data';

/**
 * Test cards of the sandbox card provider (any future expiry date, any 3-digit security code):
 * - 4007 4000 0000 0007 and 5102 4200 0000 0006, and any other number that passes the Luhn check:
 *   the payment completes;
 * - 4000 0000 0000 0002: declined by the card issuer;
 * - 4000 0000 0000 9995: declined for insufficient funds on the card.
 * A number that fails the Luhn check, or data not encrypted with the sandbox's public key, is refused
 * at once (400), as the real provider refuses it.
 */
export const sandboxTestCards = {
  approved: '4007400000000007',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const declines: Record<string, string> = {
  [sandboxTestCards.declined]: 'The card was declined by its issuer (sandbox)',
  [sandboxTestCards.insufficientFunds]: 'The card has insufficient funds (sandbox)',
};

const sandboxKeyId = 'key1';

function decide(card: CardData): SandboxOutcome {
  const reason = declines[card.number];
  return reason ? { status: 'FAILED', failureReason: reason } : { status: 'COMPLETED', failureReason: null };
}

/**
 * The default card provider: a real OpenPGP key pair made at start, whose public half the browser
 * encrypts the card with, so the sandbox reads the card as Circle would and decides by its number.
 */
export function createSandboxCardProvider(): CardProvider {
  const keys = generateKey({ type: 'ecc', curve: 'curve25519Legacy', userIDs: [{ name: 'Card sandbox' }] });

  async function readCard(encryptedData: string): Promise<CardData> {
    try {
      const message = await readMessage({ armoredMessage: Buffer.from(encryptedData, 'base64').toString('utf8') });
      const decryptionKeys = await readPrivateKey({ armoredKey: (await keys).privateKey });
      const { data } = await decrypt({ message, decryptionKeys });
      const card = cardDataSchema.parse(JSON.parse(String(data)));
      if (isLuhnValid(card.number)) return card;
    } catch {
      // Not encrypted with our key, not JSON, or not card data: all read as an unreadable card.
    }
    throw unreadableCard();
  }

  return {
    name: 'circle',
    isSandbox: true,
    async getPublicKey() {
      return { keyId: sandboxKeyId, publicKey: Buffer.from((await keys).publicKey).toString('base64') };
    },
    async createPayment(input): Promise<CardPaymentSubmission> {
      if (input.keyId !== sandboxKeyId) throw invalid('key_id', 'Unknown encryption key: fetch the public key again');
      const card = await readCard(input.encryptedData);
      return {
        reference: `sandbox-card-${randomUUID()}`,
        status: 'PENDING',
        failureReason: null,
        cardLast4: card.number.slice(-4),
        sandboxOutcome: decide(card),
      };
    },
    async getPaymentOutcome() {
      return null;
    },
  };
}
