import { Button, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiBaseUrl } from '../../shared/api/api';
import { useSignInProvidersQuery } from './auth.api';

interface SocialSignInButtonsProps {
  /** Sign-up (the provider is asked to show its sign-in form afresh) or sign-in. */
  forSignup: boolean;
  /** The invitation code the sign-up carries. */
  referralCode?: string | undefined;
  /** The page of this site to come back to. */
  returnPath?: string | null | undefined;
}

/** The social auth link of SPEC 7 (v1/auth/{provider}?ref=&forSignup=&referrer_url=) as it is built here. */
export function socialAuthHref(slug: string, options: SocialSignInButtonsProps): string {
  const query = new URLSearchParams({ forSignup: options.forSignup ? '1' : '0' });
  if (options.referralCode) query.set('ref', options.referralCode);
  if (options.returnPath) query.set('referrer_url', options.returnPath);
  return `${apiBaseUrl}/auth/${encodeURIComponent(slug)}?${query.toString()}`;
}

const invitationCodePattern = /^[A-Za-z2-9]{8}$/;

/** "Continue with …" for each provider the domain offers; nothing when it offers none. */
export function SocialSignInButtons(props: SocialSignInButtonsProps) {
  const { t } = useTranslation();
  const { data } = useSignInProvidersQuery();
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  const referralCode = props.referralCode?.trim();
  const options = {
    ...props,
    referralCode: referralCode && invitationCodePattern.test(referralCode) ? referralCode : undefined,
  };
  return (
    <Stack gap="sm">
      <Divider label={t('social.or')} labelPosition="center" />
      {providers.map((provider) => (
        <Button
          key={provider.slug}
          component="a"
          href={socialAuthHref(provider.slug, options)}
          variant="outline"
          size="md"
          fullWidth
        >
          {t(props.forSignup ? 'social.signUpWith' : 'social.continueWith', { provider: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
