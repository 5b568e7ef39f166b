/** Identity verification (KYC) behind a port: submit an applicant, the result arrives by signed callback. */

/** One of the applicant's live documents, with its bytes read from storage on demand. */
export interface KycDocument {
  id: string;
  /** The document type's slug (passport, national_id_card, proof_of_address, certificate_of_incorporation ...). */
  type: string;
  collection: string;
  /** The issuing country (ISO 3166-1 alpha-2): the one given with the identification details, else the user's. */
  countryCode: string | null;
  fileName: string;
  contentType: string;
  read(): Promise<Buffer>;
}

export interface KycApplicant {
  tenantId: string;
  userId: string;
  userType: 'Individual' | 'Entity';
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  /** The user's nationality, or the entity's country (ISO 3166-1 alpha-2). */
  countryCode: string | null;
  documents: KycDocument[];
  /** 1 for the first check, 2 for the one after a refusal, and so on. */
  attempt: number;
}

/** A provider's verdict on one check, read from its callback. */
export interface KycDecision {
  /** Unique per callback event: a replayed callback carries the same id and changes nothing. */
  eventId: string;
  reference: string;
  status: 'approved' | 'refused';
  reason: string | null;
}

export type CallbackHeaders = Record<string, string | string[] | undefined>;

export interface KycProvider {
  readonly name: string;
  readonly isSandbox: boolean;
  /** Starts a verification and returns the provider's reference for it. */
  submit(applicant: KycApplicant): Promise<{ reference: string }>;
  /**
   * Reads a callback posted to registration/kyc/callback: the decision it carries, or null for an
   * event that decides nothing. Throws UNAUTHENTICATED when the provider did not sign it and
   * VALIDATION when it is malformed.
   */
  readCallback(body: string, headers: CallbackHeaders, now: Date): KycDecision | null;
  /**
   * Takes up a check submitted before a restart whose answer this process delivers itself (the
   * sandbox's timer). Providers that keep their own state and call back on their own leave it out.
   */
  resume?(check: { reference: string; submittedAt: Date; applicant: KycApplicant }): void;
  /** Stops delivering results (process shutdown). */
  stop(): void;
}

export type DeliverKycCallback = (body: string, headers: Record<string, string>) => Promise<unknown>;

/** The full name, or the company name, as a provider shows it. */
export function applicantName(applicant: KycApplicant): string {
  if (applicant.userType === 'Entity') return applicant.companyName ?? '';
  return `${applicant.firstName} ${applicant.lastName}`;
}
