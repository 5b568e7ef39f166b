/** Identity verification (KYC) behind a port: submit an applicant, the result arrives by signed callback. */

export interface KycApplicant {
  tenantId: string;
  userId: string;
  userType: 'Individual' | 'Entity';
  /** The person's full name, or the entity's company name. */
  name: string;
  documents: { id: string; documentTypeId: number; collection: string }[];
}

export interface KycProvider {
  readonly name: string;
  readonly isSandbox: boolean;
  /** Starts a verification and returns the provider's reference for it. */
  submit(applicant: KycApplicant): Promise<{ reference: string }>;
  /** Stops delivering results (process shutdown). */
  stop(): void;
}

/** Headers of a signed callback: the HMAC-SHA256 (hex) of `${timestamp}.${body}` and the timestamp. */
export const kycSignatureHeader = 'x-kyc-signature';
export const kycTimestampHeader = 'x-kyc-timestamp';

export type DeliverKycCallback = (body: string, headers: Record<string, string>) => Promise<unknown>;
