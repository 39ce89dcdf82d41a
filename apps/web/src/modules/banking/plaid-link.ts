/**
 * Plaid Link, Plaid's own window where the user signs in to their bank (plaid.com/docs/link/web). Its
 * script must be loaded from Plaid's CDN, never bundled; the server's Content Security Policy allows exactly
 * this script and Plaid's frame. The bank login never passes through Fieldline: Link hands back a public token
 * the server exchanges for the item.
 */
export const PLAID_LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

interface PlaidHandler {
  open: () => void;
  destroy?: () => void;
}
interface PlaidLinkError {
  error_code?: string;
  display_message?: string | null;
  error_message?: string;
}
interface PlaidGlobal {
  create: (options: {
    token: string;
    onSuccess: (publicToken: string) => void;
    onExit: (error: PlaidLinkError | null) => void;
  }) => PlaidHandler;
}

declare global {
  interface Window {
    Plaid?: PlaidGlobal;
  }
}

let loading: Promise<PlaidGlobal> | null = null;

/** Loads Link's script once; a failed load may be tried again. */
export function loadPlaidLink(doc: Document = document): Promise<PlaidGlobal> {
  if (window.Plaid) return Promise.resolve(window.Plaid);
  loading ??= new Promise<PlaidGlobal>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = PLAID_LINK_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.Plaid ? resolve(window.Plaid) : reject(new Error('Plaid Link did not start after loading.'));
    script.onerror = () => {
      script.remove();
      reject(new Error('Plaid Link could not be loaded: check the connection to cdn.plaid.com.'));
    };
    doc.head.appendChild(script);
  }).catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
}

/**
 * Opens Link with the server's link token. Resolves with the public token when the user finishes, or null
 * when they close Link; rejects with Plaid's message when Link ends in an error.
 */
export async function openPlaidLink(linkToken: string): Promise<string | null> {
  const plaid = await loadPlaidLink();
  return new Promise((resolve, reject) => {
    const handler = plaid.create({
      token: linkToken,
      onSuccess: (publicToken) => {
        handler.destroy?.();
        resolve(publicToken);
      },
      onExit: (error) => {
        handler.destroy?.();
        if (!error) resolve(null);
        else
          reject(
            new Error(
              error.display_message || error.error_message || `Plaid Link ended: ${error.error_code}`,
            ),
          );
      },
    });
    handler.open();
  });
}
