import { apiPrefixes, privatePagePrefixes } from './site-paths';

/**
 * A domain's robots.txt (RFC 9309): its public pages (landing, sign-in, sign-up, forgotten password,
 * the legal documents) and the assets they load may be crawled; the API and the private pages not.
 */
export function renderRobotsTxt(companyName: string): string {
  const lines = [
    `# ${companyName.replace(/[\r\n]+/g, ' ')}`,
    'User-agent: *',
    'Allow: /',
    ...[...apiPrefixes, ...privatePagePrefixes].map((path) => `Disallow: ${path}`),
  ];
  return `${lines.join('\n')}\n`;
}
