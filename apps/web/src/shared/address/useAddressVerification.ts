import { VERIFY_DELAY_MS, type VerifyAddressResult } from '@fieldline/contracts/addresses/addresses.contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { verifyAddress } from './address.api';
import {
  type AddressValue,
  acceptRecommended,
  canVerify,
  confirmEntered,
  isRooftop,
  verifyBody,
} from './address-model';

export type VerificationPrompt =
  | { kind: 'rooftop'; result: VerifyAddressResult; entered: AddressValue }
  | { kind: 'failed'; entered: AddressValue };

/**
 * The verification flow of spec 2 section 4: an edit of a verification field schedules a
 * geocoder call VERIFY_DELAY_MS after the last keystroke; the answer opens a prompt the
 * user must settle. A newer edit supersedes any pending timer or call.
 */
export function useAddressVerification(value: AddressValue, onChange: (next: AddressValue) => void) {
  const [prompt, setPrompt] = useState<VerificationPrompt | null>(null);
  const [verifying, setVerifying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(value);
  latest.current = value;

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    controller.current?.abort();
    controller.current = null;
    setVerifying(false);
  }, []);

  useEffect(() => cancel, [cancel]);

  const schedule = useCallback(
    (next: AddressValue) => {
      cancel();
      if (!canVerify(next)) return;
      timer.current = setTimeout(async () => {
        const ctrl = new AbortController();
        controller.current = ctrl;
        setVerifying(true);
        let result: VerifyAddressResult | null = null;
        try {
          result = await verifyAddress(verifyBody(next), ctrl.signal);
        } catch {
          // No geocoder, or it failed: the same as an unverifiable address.
          result = null;
        }
        if (ctrl.signal.aborted) return;
        controller.current = null;
        setVerifying(false);
        setPrompt(
          result && isRooftop(result)
            ? { kind: 'rooftop', result, entered: next }
            : { kind: 'failed', entered: next },
        );
      }, VERIFY_DELAY_MS);
    },
    [cancel],
  );

  const chooseRecommended = () => {
    if (prompt?.kind !== 'rooftop') return;
    onChange(acceptRecommended(latest.current, prompt.result));
    setPrompt(null);
  };
  const chooseEntered = () => {
    onChange(confirmEntered(latest.current));
    setPrompt(null);
  };
  const dismiss = () => setPrompt(null);

  return { prompt, verifying, schedule, chooseRecommended, chooseEntered, dismiss };
}
