import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh copy of the module for each test: it keeps the script's loading once per page.
let link: typeof import('./plaid-link');
beforeEach(async () => {
  vi.resetModules();
  link = await import('./plaid-link');
});

type Options = Parameters<NonNullable<Window['Plaid']>['create']>[0];

/** Answers the script's load the way the browser would, with a Link that acts as `act` says. */
function fakeCdn(act: (o: Options) => void, fail = false) {
  const created: Options[] = [];
  const open = vi.fn();
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    const script = node as unknown as HTMLScriptElement;
    expect(script.src).toBe(link.PLAID_LINK_SCRIPT);
    queueMicrotask(() => {
      if (fail) return script.onerror?.(new Event('error'));
      window.Plaid = {
        create: (o) => {
          created.push(o);
          return {
            open: () => {
              open();
              act(o);
            },
            destroy: vi.fn(),
          };
        },
      };
      script.onload?.(new Event('load'));
    });
    return node;
  });
  return { created, open };
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.Plaid;
});

describe('Plaid Link', () => {
  it("loads Plaid's script from its CDN and answers the public token Link hands back", async () => {
    const cdn = fakeCdn((o) => o.onSuccess('public-sandbox-123'));
    await expect(link.openPlaidLink('link-sandbox-abc')).resolves.toBe('public-sandbox-123');
    expect(cdn.created[0].token).toBe('link-sandbox-abc');
    expect(cdn.open).toHaveBeenCalledOnce();
  });

  it("answers null when the user closes Link, and Plaid's own message when Link fails", async () => {
    fakeCdn((o) => o.onExit(null));
    await expect(link.openPlaidLink('link-1')).resolves.toBeNull();
    window.Plaid = {
      create: (o) => ({
        open: () => o.onExit({ error_code: 'INVALID_LINK_TOKEN', display_message: 'The link expired.' }),
      }),
    };
    await expect(link.openPlaidLink('link-2')).rejects.toThrow('The link expired.');
  });

  it('says the script could not be loaded, and tries again next time', async () => {
    fakeCdn(() => {}, true);
    await expect(link.loadPlaidLink()).rejects.toThrow('Plaid Link could not be loaded');
    vi.restoreAllMocks();
    fakeCdn((o) => o.onSuccess('public-2'));
    await expect(link.openPlaidLink('link-3')).resolves.toBe('public-2');
  });
});
