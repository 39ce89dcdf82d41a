import {
  type BankFeed,
  BankFeedError,
  BankFeedLoginRequired,
  BankFeedUnavailable,
} from '../../integrations/bank-feed';
import { AppError } from '../../platform/errors';

export const LOGIN_REQUIRED_MESSAGE =
  'The bank needs the user to log in again: open the bank link again ("Log in again") to repair it.';

/** Whether an error came from the provider (refused, login required, unreachable), not from Fieldline. */
export const isProviderError = (err: unknown) =>
  err instanceof BankFeedError || err instanceof BankFeedUnavailable;

/**
 * The caller's answer to a provider failure: 422 with the provider's words when it refused (the login needs
 * the user, a token expired), 502 when it answered with a failure of its own, 503 when it could not be
 * reached or did not answer in time. Anything else is Fieldline's and passes through.
 */
export function providerError(err: unknown, feed: Pick<BankFeed, 'label'>): unknown {
  if (err instanceof BankFeedLoginRequired)
    return new AppError(422, 'BANK_FEED_LOGIN_REQUIRED', LOGIN_REQUIRED_MESSAGE);
  if (err instanceof BankFeedError)
    return new AppError(
      422,
      'BANK_FEED_REFUSED',
      `${feed.label} refused the request: ${trimDot(err.displayMessage ?? err.message)} (${err.code}).`,
    );
  if (err instanceof BankFeedUnavailable)
    return new AppError(
      /^\w+ answered/.test(err.message) ? 502 : 503,
      'BANK_FEED_UNAVAILABLE',
      `The bank feed is unavailable right now (${trimDot(err.message)}). Try again in a few minutes.`,
    );
  return err;
}

/** What a failed sync records: the provider's code and words, or a generic line for Fieldline's own failures. */
export function failureOf(err: unknown): { code: string; message: string } {
  if (err instanceof BankFeedLoginRequired) return { code: err.code, message: LOGIN_REQUIRED_MESSAGE };
  if (err instanceof BankFeedError)
    return { code: err.code, message: clip(err.displayMessage ?? err.message) };
  if (err instanceof BankFeedUnavailable)
    return { code: err.code ?? 'PROVIDER_UNAVAILABLE', message: clip(err.message) };
  if (err instanceof AppError) return { code: err.code, message: clip(err.message) };
  return { code: 'SYNC_FAILED', message: 'The sync could not be saved; the error is in the server log.' };
}

const trimDot = (text: string) => text.trim().replace(/\.+$/, '');
const clip = (text: string) => text.slice(0, 1000);
