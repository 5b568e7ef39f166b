import type { DomainSettings } from '@invest/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppShell, renderFirstScreen } from './first-screen';

const settings = { company_name: 'Harbor Invest', wording: {}, theme_config: {} } as unknown as DomainSettings;
const draw = (url: string) => renderFirstScreen({ url, settings, colorScheme: 'light', nonce: 'n0nce' });
const drawShell = (url: string) => renderAppShell({ url, settings, colorScheme: 'dark', nonce: 'n0nce' });

afterEach(() => vi.restoreAllMocks());

describe("the server's drawing of a first screen", () => {
  it('draws a signed-out page whole, in the domain, with its styles under the nonce and no warning', async () => {
    const warnings = vi.spyOn(console, 'warn');
    const errors = vi.spyOn(console, 'error');
    const markup = await draw('/sign-in');
    expect(markup).toContain('Harbor Invest');
    expect(markup).toMatch(/<h1[^>]*>[^<]*Sign in/);
    expect(markup).toContain('nonce="n0nce"');
    expect(warnings).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves to the browser a page whose content only the browser holds, and every signed-in page', async () => {
    const warnings = vi.spyOn(console, 'warn');
    expect(await draw('/two-factor')).toBeNull();
    expect(await draw('/dashboard')).toBeNull();
    expect(await draw('/trading/ACME-USD')).toBeNull();
    expect(warnings).not.toHaveBeenCalled();
  });
});

describe("the server's drawing of the signed-in shell", () => {
  it("draws the domain's brand linking home and a loader, for every page behind sign-in", async () => {
    const errors = vi.spyOn(console, 'error');
    for (const url of ['/dashboard', '/trading/ACME-USD', '/funding']) {
      const markup = await drawShell(url);
      expect(markup).toMatch(/<a[^>]*href="\/dashboard"[^>]*>.*Harbor Invest/s);
      expect(markup).toContain('role="status"');
      expect(markup).toContain('nonce="n0nce"');
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('draws nothing for a signed-out page or one outside the shell', async () => {
    expect(await drawShell('/sign-in')).toBeNull();
    expect(await drawShell('/two-factor')).toBeNull();
    expect(await drawShell('/no-such-page')).toBeNull();
  });
});
