import { registrationStepPaths } from '@invest/contracts';
import type { Database } from '../../platform/db/database';
import type { MailMessage } from '../../platform/mail/mailer';
import { queueMail } from '../../platform/mail/queue-mail';
import type { UserRow } from '../auth';
import type { OnboardingDeps } from './onboarding.deps';
import { type OnboardingNews, queueOnboardingNews } from './onboarding-news';

/** What happened to the user's onboarding that they are told of by mail. */
export type OnboardingMailEvent = OnboardingNews;

interface MailContent {
  subject: string;
  happened: string;
  /** The screen that acts on the news: the step to upload again, or the dashboard. */
  next?: { label: string; path: string };
}

const dashboard = { label: 'Open your dashboard', path: '/dashboard' };
const finishProfile = (step: keyof typeof registrationStepPaths) => `/finish-profile/${registrationStepPaths[step]}`;

function contentOf(event: OnboardingMailEvent, company: string): MailContent {
  switch (event.kind) {
    case 'identity_verified':
      return {
        subject: `${company}: your identity is verified`,
        happened: `Your identity has been verified: your ${company} account is open for investing.`,
        next: dashboard,
      };
    case 'identity_refused':
      return {
        subject: `${company}: we could not verify your identity`,
        happened: 'We could not verify your identity from the documents you sent.',
        next: { label: 'Upload your documents again', path: finishProfile('user_documents') },
      };
    case 'details_change_applied':
      return {
        subject: `${company}: your new details are verified`,
        happened: 'We have verified the change of your details: your profile now shows them.',
        next: { label: 'Open your profile', path: '/account/profile' },
      };
    case 'details_change_refused':
      return {
        subject: `${company}: we could not verify your new details`,
        happened: 'We could not verify the change of your details, so your profile keeps the details it had.',
        next: { label: 'Open your profile', path: '/account/profile' },
      };
    case 'account_approved':
      return {
        subject: `${company}: your account is approved`,
        happened: `Our team has approved your ${company} account.`,
        next: dashboard,
      };
    case 'account_refused':
      return {
        subject: `${company}: your account was not approved`,
        happened: `Our team could not approve your ${company} account.`,
      };
    case 'document_approved':
      return {
        subject: `${company}: your ${event.documentName} is accepted`,
        happened: `Our team has accepted your ${event.documentName}.`,
        next: dashboard,
      };
    case 'document_refused':
      return {
        subject: `${company}: your ${event.documentName} was refused`,
        happened: `Our team could not accept your ${event.documentName}.`,
        next: { label: 'Upload another document', path: finishProfile(event.step) },
      };
    case 'document_reupload_requested':
      return {
        subject: `${company}: please upload your ${event.documentName} again`,
        happened: `Our team asks you to upload your ${event.documentName} again.`,
        next: { label: 'Upload it again', path: finishProfile(event.step) },
      };
    case 'document_expired':
      return {
        subject: `${company}: your ${event.documentName} has expired`,
        happened: `Your ${event.documentName} has expired: replace it with a valid one so your identity stays verified.`,
        next: { label: 'Replace it', path: '/account/documents' },
      };
  }
}

/** Who the mail comes from: the tenant's name, and the origin its links point at. */
interface MailLetterhead {
  company: string;
  origin: string;
}

/** Read before the decision's transaction opens (the tenant is read through its own connection). */
export async function loadMailLetterhead(deps: OnboardingDeps, tenantId: string): Promise<MailLetterhead> {
  const [tenant, origin] = await Promise.all([
    deps.tenants.getTenant(tenantId),
    deps.tenants.getPublicOrigin(tenantId),
  ]);
  return { company: tenant.companyName, origin };
}

function compose(user: UserRow, letterhead: MailLetterhead, event: OnboardingMailEvent): Omit<MailMessage, 'to'> {
  const { company, origin } = letterhead;
  const content = contentOf(event, company);
  const greeting = user.userType === 'Entity' ? (user.companyName ?? user.firstName) : user.firstName;
  const paragraphs = [
    `Hello ${greeting},`,
    content.happened,
    ...('reason' in event && event.reason ? [`Reason: ${event.reason}`] : []),
    ...(content.next ? [`${content.next.label}: ${origin}${content.next.path}`] : []),
    `${company} (${new URL(origin).host})`,
  ];
  return { subject: content.subject, text: `${paragraphs.join('\n\n')}\n` };
}

/**
 * Queues the mail telling `user` of `event`, and the news of it, in the caller's transaction, so
 * they leave only if the decision commits; the caller wakes the outbox after commit.
 */
export async function queueOnboardingMail(
  tx: Database,
  letterhead: MailLetterhead,
  user: UserRow,
  event: OnboardingMailEvent,
): Promise<void> {
  await queueMail(tx, user.tenantId, { to: user.email, ...compose(user, letterhead, event) });
  await queueOnboardingNews(tx, user, event);
}
