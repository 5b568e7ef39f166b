import { describe, expect, it } from 'vitest';
import { supportEmailOf, updateDomainSettingsRequestSchema } from './tenants';

describe("a domain's support address", () => {
  it('is read from the configs when it is an email address', () => {
    expect(supportEmailOf({ support_email: 'help@acme.test' })).toBe('help@acme.test');
    expect(supportEmailOf({ support_email: 'not an address' })).toBeNull();
    expect(supportEmailOf({})).toBeNull();
  });

  it('is refused in the settings unless it is an email address', () => {
    const settings = (support_email: string | null) =>
      updateDomainSettingsRequestSchema.safeParse({ configs: { support_email } });
    expect(settings('help@acme.test').success).toBe(true);
    expect(settings(null).success).toBe(true);
    const refused = settings('help at acme');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['configs', 'support_email'],
      message: 'Invalid email address',
    });
  });
});
