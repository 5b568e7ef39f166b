import type { CardPublicKey } from '@invest/contracts';

/**
 * The card's number and security code encrypted in the browser with the card provider's OpenPGP
 * public key (base64 of the armoured key, as GET circle/publickey serves it), answered as the base64
 * of the armoured message that POST circle/payment takes. openpgp is loaded only when a card is paid.
 */
export async function encryptCardData(key: CardPublicKey, card: { number: string; cvv: string }): Promise<string> {
  const { createMessage, encrypt, readKey } = await import('openpgp');
  const encryptionKeys = await readKey({ armoredKey: atob(key.public_key) });
  const message = await createMessage({ text: JSON.stringify(card) });
  const armored = await encrypt({ message, encryptionKeys });
  return btoa(armored);
}
