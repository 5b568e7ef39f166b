import type { DocumentStep, DocumentUserType } from '@invest/contracts';

/**
 * The seeded reference lists. An id and a slug, once published, never change or get reused:
 * uploads, profiles and other modules refer to them. Add new entries with the next free id.
 */

interface ReferenceSeed {
  id: number;
  slug: string;
  name: string;
}

interface DocumentTypeSeed extends ReferenceSeed {
  userTypes: DocumentUserType[];
  steps: DocumentStep[];
}

const person: Pick<DocumentTypeSeed, 'userTypes' | 'steps'> = {
  userTypes: ['individual', 'legal_signer'],
  steps: ['user_documents', 'legal_signers_documents'],
};
const investor: Pick<DocumentTypeSeed, 'userTypes' | 'steps'> = {
  userTypes: ['individual', 'entity'],
  steps: ['user_documents'],
};
const company: Pick<DocumentTypeSeed, 'userTypes' | 'steps'> = {
  userTypes: ['entity'],
  steps: ['legal_signers_documents'],
};

export const documentTypeSeeds: DocumentTypeSeed[] = [
  { id: 1, slug: 'passport', name: 'Passport', ...person },
  { id: 2, slug: 'national_id_card', name: 'National ID card', ...person },
  { id: 3, slug: 'drivers_licence', name: "Driver's licence", ...person },
  { id: 4, slug: 'proof_of_address', name: 'Proof of address', ...person },
  { id: 5, slug: 'bank_statement', name: 'Bank statement', ...investor },
  { id: 6, slug: 'accreditation_letter', name: 'Accreditation letter', ...investor },
  { id: 7, slug: 'source_of_funds_evidence', name: 'Evidence of source of funds', ...investor },
  { id: 8, slug: 'w8ben', name: 'W-8BEN', userTypes: ['individual'], steps: ['user_documents'] },
  { id: 9, slug: 'w8ben_e', name: 'W-8BEN-E', userTypes: ['entity'], steps: ['user_documents'] },
  { id: 10, slug: 'w9', name: 'W-9', ...investor },
  { id: 11, slug: 'certificate_of_incorporation', name: 'Certificate of incorporation', ...company },
  { id: 12, slug: 'articles_of_association', name: 'Articles of association', ...company },
  { id: 13, slug: 'register_of_directors', name: 'Register of directors', ...company },
  { id: 14, slug: 'register_of_shareholders', name: 'Register of shareholders', ...company },
  { id: 15, slug: 'certificate_of_good_standing', name: 'Certificate of good standing', ...company },
  { id: 16, slug: 'trust_deed', name: 'Trust deed', ...company },
  { id: 17, slug: 'board_resolution', name: 'Board resolution appointing the signers', ...company },
  { id: 18, slug: 'proof_of_business_address', name: 'Proof of business address', ...company },
];

export const entityTypeSeeds: ReferenceSeed[] = [
  { id: 1, slug: 'corporation', name: 'Corporation' },
  { id: 2, slug: 'llc', name: 'Limited liability company (LLC)' },
  { id: 3, slug: 'partnership', name: 'General partnership' },
  { id: 4, slug: 'limited_partnership', name: 'Limited partnership (LP)' },
  { id: 5, slug: 'llp', name: 'Limited liability partnership (LLP)' },
  { id: 6, slug: 'sole_proprietorship', name: 'Sole proprietorship' },
  { id: 7, slug: 'trust', name: 'Trust' },
  { id: 8, slug: 'foundation', name: 'Foundation' },
  { id: 9, slug: 'non_profit', name: 'Non-profit organisation' },
  { id: 10, slug: 'investment_fund', name: 'Investment fund' },
  { id: 11, slug: 'family_office', name: 'Family office' },
  { id: 12, slug: 'pension_plan', name: 'Pension plan' },
  { id: 13, slug: 'other', name: 'Other' },
];

export const fundingSourceSeeds: ReferenceSeed[] = [
  { id: 1, slug: 'salary', name: 'Salary or wages' },
  { id: 2, slug: 'savings', name: 'Savings' },
  { id: 3, slug: 'investments', name: 'Investment returns' },
  { id: 4, slug: 'inheritance', name: 'Inheritance' },
  { id: 5, slug: 'business_income', name: 'Business income' },
  { id: 6, slug: 'sale_of_property', name: 'Sale of property' },
  { id: 7, slug: 'sale_of_business', name: 'Sale of a business' },
  { id: 8, slug: 'pension', name: 'Pension or retirement income' },
  { id: 9, slug: 'gift', name: 'Gift' },
  { id: 10, slug: 'loan', name: 'Loan' },
  { id: 11, slug: 'insurance_payout', name: 'Insurance payout' },
  { id: 12, slug: 'digital_assets', name: 'Sale of digital assets' },
  { id: 13, slug: 'other', name: 'Other' },
];

export const professionSeeds: ReferenceSeed[] = [
  { id: 1, slug: 'accountant', name: 'Accountant' },
  { id: 2, slug: 'actuary', name: 'Actuary' },
  { id: 3, slug: 'architect', name: 'Architect' },
  { id: 4, slug: 'artist', name: 'Artist or performer' },
  { id: 5, slug: 'banker', name: 'Banker' },
  { id: 6, slug: 'business_owner', name: 'Business owner' },
  { id: 7, slug: 'civil_servant', name: 'Civil servant' },
  { id: 8, slug: 'consultant', name: 'Consultant' },
  { id: 9, slug: 'dentist', name: 'Dentist' },
  { id: 10, slug: 'doctor', name: 'Doctor' },
  { id: 11, slug: 'engineer', name: 'Engineer' },
  { id: 12, slug: 'farmer', name: 'Farmer' },
  { id: 13, slug: 'financial_adviser', name: 'Financial adviser' },
  { id: 14, slug: 'homemaker', name: 'Homemaker' },
  { id: 15, slug: 'journalist', name: 'Journalist' },
  { id: 16, slug: 'lawyer', name: 'Lawyer' },
  { id: 17, slug: 'manager', name: 'Manager or executive' },
  { id: 18, slug: 'military', name: 'Military' },
  { id: 19, slug: 'nurse', name: 'Nurse' },
  { id: 20, slug: 'pharmacist', name: 'Pharmacist' },
  { id: 21, slug: 'pilot', name: 'Pilot' },
  { id: 22, slug: 'police_officer', name: 'Police officer' },
  { id: 23, slug: 'real_estate_agent', name: 'Real estate agent' },
  { id: 24, slug: 'sales', name: 'Sales professional' },
  { id: 25, slug: 'scientist', name: 'Scientist or researcher' },
  { id: 26, slug: 'software_developer', name: 'Software developer' },
  { id: 27, slug: 'teacher', name: 'Teacher or lecturer' },
  { id: 28, slug: 'trader', name: 'Trader or broker' },
  { id: 29, slug: 'tradesperson', name: 'Skilled tradesperson' },
  { id: 30, slug: 'student', name: 'Student' },
  { id: 31, slug: 'retired', name: 'Retired' },
  { id: 32, slug: 'unemployed', name: 'Not employed' },
  { id: 33, slug: 'other', name: 'Other' },
];
