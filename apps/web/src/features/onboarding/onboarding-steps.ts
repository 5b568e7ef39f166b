/** The finish-profile steps that have a label (SPEC 2), in their usual order. */
export const labelledSteps = [
  'signature_step',
  'details',
  'contact',
  'self_certify_accredited',
  'user_documents',
  'tax_payer_identification',
  'fund',
  'legal_signers_documents',
  'legal_signers',
] as const;
