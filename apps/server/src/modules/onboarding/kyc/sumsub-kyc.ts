import { getCountryData, type TCountryCode } from 'countries-list';
import { z } from 'zod';
import type { SumsubSettings } from '../../../config';
import type { KycApplicant, KycDocument, KycProvider } from './kyc.port';
import { createSumsubRequest, formBody, jsonBody, type SumsubRequest } from './sumsub-api';
import { readSumsubWebhook } from './sumsub-webhook';

/** Sumsub's idDocType of each document type it verifies; the others (tax forms, bank statements) are not sent. */
const idDocTypes: Record<string, string> = {
  passport: 'PASSPORT',
  national_id_card: 'ID_CARD',
  drivers_licence: 'DRIVERS',
  proof_of_address: 'UTILITY_BILL',
  certificate_of_incorporation: 'COMPANY_DOC',
  articles_of_association: 'COMPANY_DOC',
  register_of_directors: 'COMPANY_DOC',
  register_of_shareholders: 'COMPANY_DOC',
  certificate_of_good_standing: 'COMPANY_DOC',
  trust_deed: 'COMPANY_DOC',
  board_resolution: 'COMPANY_DOC',
  proof_of_business_address: 'COMPANY_DOC',
};

/** The sides of a two-sided document, from the collection it was uploaded in. */
const sides: Record<string, string> = { front: 'FRONT_SIDE', back: 'BACK_SIDE' };

const createdApplicantSchema = z.object({ id: z.string().min(1).max(128) });

/** Sumsub names countries by ISO 3166-1 alpha-3. */
function alpha3(countryCode: string | null): string | undefined {
  if (!countryCode) return undefined;
  return getCountryData(countryCode as TCountryCode)?.iso3;
}

function applicantBody(applicant: KycApplicant) {
  const country = alpha3(applicant.countryCode);
  const fixedInfo =
    applicant.userType === 'Entity'
      ? { companyInfo: { companyName: applicant.companyName ?? '', ...(country && { country }) } }
      : { firstName: applicant.firstName, lastName: applicant.lastName, ...(country && { nationality: country }) };
  return {
    // Sumsub keeps one applicant per external id: a check after a refusal is a new applicant.
    externalUserId: applicant.attempt > 1 ? `${applicant.userId}-${applicant.attempt}` : applicant.userId,
    type: applicant.userType === 'Entity' ? 'company' : 'individual',
    email: applicant.email,
    fixedInfo,
  };
}

async function addDocument(request: SumsubRequest, applicantId: string, document: KycDocument, idDocType: string) {
  const country = alpha3(document.countryCode);
  if (!country) throw new Error(`document ${document.id} has no issuing country for Sumsub`);
  const side = sides[document.collection];
  const form = new FormData();
  form.append('metadata', JSON.stringify({ idDocType, country, ...(side && { idDocSubType: side }) }));
  const bytes = await document.read();
  form.append('content', new Blob([bytes], { type: document.contentType }), document.fileName);
  await request('POST', `/resources/applicants/${encodeURIComponent(applicantId)}/info/idDoc`, await formBody(form));
}

/**
 * Sumsub (KYC_PROVIDER=sumsub): a submission creates an applicant at the configured level, adds its
 * identity and company documents, and requests a check; the result arrives by the applicantReviewed
 * webhook, whose X-Payload-Digest is checked before anything is read.
 */
export function createSumsubKycProvider(settings: SumsubSettings): KycProvider {
  const request = createSumsubRequest(settings);
  return {
    name: 'sumsub',
    isSandbox: false,
    async submit(applicant) {
      const level = encodeURIComponent(settings.levelName);
      const created = createdApplicantSchema.parse(
        await request('POST', `/resources/applicants?levelName=${level}`, jsonBody(applicantBody(applicant))),
      );
      for (const document of applicant.documents) {
        const idDocType = idDocTypes[document.type];
        if (idDocType) await addDocument(request, created.id, document, idDocType);
      }
      await request('POST', `/resources/applicants/${encodeURIComponent(created.id)}/status/pending`);
      return { reference: created.id };
    },
    readCallback: (body, headers) => readSumsubWebhook(settings.webhookSecret, body, headers),
    stop() {},
  };
}
