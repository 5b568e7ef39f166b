import { type TaxForm, type TaxFormQuery, taxFormFamily, taxFormForUser } from '@invest/contracts';
import { AppError } from '../../platform/errors';
import { createPdfWriter, type PdfWriter } from '../../platform/pdf/pdf-layout';
import type { Actor, OnboardingDeps } from './onboarding.deps';
import { loadOnboardingView, type OnboardingView } from './onboarding-view';
import { type CountryRef, readStepData } from './step-data';
import { maskTaxNumber } from './tax-number-mask';

const titles: Record<TaxForm, { title: string; subtitle: string }> = {
  w9: {
    title: 'Form W-9: Request for Taxpayer Identification Number and Certification',
    subtitle:
      'For a U.S. person (including a U.S. resident alien). Prepared from your profile; check, sign and date it.',
  },
  w8ben: {
    title: 'Form W-8BEN: Certificate of Foreign Status of Beneficial Owner (Individuals)',
    subtitle: 'For a foreign individual. Prepared from your profile; check, sign and date it.',
  },
  w8ben_e: {
    title: 'Form W-8BEN-E: Certificate of Status of Beneficial Owner (Entities)',
    subtitle: 'For a foreign entity. Prepared from your profile; check, sign and date it.',
  },
};

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

interface TaxFormData {
  name: string;
  country: string | null;
  address: string | null;
  taxNumber: string | null;
  taxCountry: string | null;
  dateOfBirth: string | null;
  entityType: string | null;
}

async function gatherData(deps: OnboardingDeps, view: OnboardingView): Promise<TaxFormData> {
  const details = readStepData(view.data, 'details');
  const contact = readStepData(view.data, 'contact');
  const tax = readStepData(view.data, 'tax_payer_identification');
  const isEntity = view.user.userType === 'Entity';
  const entityTypes = isEntity ? await deps.lookups.listReferenceItems('entityTypes') : [];
  const address = contact
    ? [contact.address_line1, contact.address_line2, contact.suburb, contact.postal_code, contact.nationality]
        .map(text)
        .filter(Boolean)
        .join(', ')
    : null;
  return {
    name: isEntity ? (view.user.companyName ?? '') : `${view.user.firstName} ${view.user.lastName}`,
    country: isEntity ? view.stepUser.incorporationCountryName : view.stepUser.nationalityName,
    address,
    taxNumber: text(tax?.tax_number),
    taxCountry: (tax?.country_tax as CountryRef | undefined)?.nationality ?? null,
    dateOfBirth: text(details?.date_of_birth),
    entityType: entityTypes.find((type) => type.id === details?.entity_type_id)?.name ?? null,
  };
}

function writeW9(pdf: PdfWriter, data: TaxFormData, isEntity: boolean) {
  pdf.field('1 Name of entity/individual', data.name);
  pdf.field('3a Federal tax classification', isEntity ? (data.entityType ?? 'Entity') : 'Individual/sole proprietor');
  pdf.field('5-6 Address (number, street, city, state and ZIP code)', data.address);
  pdf.heading('Part I  Taxpayer Identification Number (TIN)');
  pdf.field(isEntity ? 'Employer identification number (EIN)' : 'Social security number (SSN)', data.taxNumber);
  pdf.heading('Part II  Certification');
  pdf.paragraph(
    'Under penalties of perjury, I certify that: 1. The number shown on this form is my correct taxpayer identification number; 2. I am not subject to backup withholding; 3. I am a U.S. citizen or other U.S. person; and 4. The FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct.',
  );
}

function writeW8Ben(pdf: PdfWriter, data: TaxFormData) {
  pdf.heading('Part I  Identification of Beneficial Owner');
  pdf.field('1 Name of individual who is the beneficial owner', data.name);
  pdf.field('2 Country of citizenship', data.country);
  pdf.field('3 Permanent residence address', data.address);
  pdf.field('6a Foreign tax identifying number', data.taxNumber);
  pdf.field('8 Date of birth (YYYY-MM-DD)', data.dateOfBirth);
  pdf.heading('Part II  Claim of Tax Treaty Benefits');
  pdf.field('9 Country of residence for the treaty', data.taxCountry);
  pdf.heading('Part III  Certification');
  pdf.paragraph(
    'Under penalties of perjury, I declare that I have examined the information on this form and to the best of my knowledge and belief it is true, correct, and complete. I certify that I am the individual that is the beneficial owner of all the income to which this form relates, and that I am not a U.S. person.',
  );
}

function writeW8BenE(pdf: PdfWriter, data: TaxFormData) {
  pdf.heading('Part I  Identification of Beneficial Owner');
  pdf.field('1 Name of organization that is the beneficial owner', data.name);
  pdf.field('2 Country of incorporation or organization', data.country);
  pdf.field('4 Chapter 3 status (entity type)', data.entityType);
  pdf.field('6 Permanent residence address', data.address);
  pdf.field('9b Foreign TIN', data.taxNumber);
  pdf.field('Country of residence for tax purposes', data.taxCountry);
  pdf.heading('Part XXX  Certification');
  pdf.paragraph(
    'Under penalties of perjury, I declare that I have examined the information on this form and to the best of my knowledge and belief it is true, correct, and complete. I certify that the entity identified in Part I is the beneficial owner of all the income to which this form relates and is not a U.S. person.',
  );
}

/**
 * GET registration/get-wform: the user's tax form (SPEC 5: W-9 for US persons, otherwise W-8) as a
 * filled PDF; its preview shows only the last 4 characters of the tax number.
 */
export async function generateTaxForm(
  deps: OnboardingDeps,
  actor: Actor,
  query: TaxFormQuery,
): Promise<{ form: TaxForm; pdf: Uint8Array }> {
  const requested = query.form;
  const view = await loadOnboardingView(deps, actor);
  const form = taxFormForUser(view.stepUser);
  if (taxFormFamily(form) !== requested) {
    const allowed = taxFormFamily(form).toUpperCase();
    throw new AppError('VALIDATION', `Your tax form is the ${allowed}`, {
      errors: { form: [`Your tax form is the ${allowed}`] },
    });
  }
  const gathered = await gatherData(deps, view);
  const isPreview = query.purpose === 'preview';
  const data =
    isPreview && gathered.taxNumber ? { ...gathered, taxNumber: maskTaxNumber(gathered.taxNumber) } : gathered;
  const now = deps.clock.now();
  const pdf = await createPdfWriter({ title: titles[form].title, author: view.tenant.companyName, now });
  pdf.title(titles[form].title, titles[form].subtitle);
  if (form === 'w9') writeW9(pdf, data, view.user.userType === 'Entity');
  else if (form === 'w8ben') writeW8Ben(pdf, data);
  else writeW8BenE(pdf, data);
  pdf.space(24);
  pdf.field('Signature', '');
  pdf.field('Date', '');
  return { form, pdf: await pdf.save() };
}
