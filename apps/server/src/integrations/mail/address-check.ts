import { Resolver } from 'node:dns/promises';
import { domainToASCII } from 'node:url';
import type { AddressCheck } from '@fieldline/contracts/mail/mail.contract';
import { z } from 'zod';

/** The DNS look-ups the check needs (node:dns/promises' Resolver has them; tests may pass their own). */
export interface MxResolver {
  resolveMx(domain: string): Promise<{ exchange: string; priority: number }[]>;
  resolve4(domain: string): Promise<string[]>;
  resolve6(domain: string): Promise<string[]>;
  resolveNs(domain: string): Promise<string[]>;
}

export const DNS_TIMEOUT_MS = 1500;
/** The whole look-up's limit: contacts are checked inside their saving transaction, which must stay short. */
export const CHECK_DEADLINE_MS = 2500;
const CACHE_MS = 10 * 60_000;
const CANARY_MS = 60_000;
const CACHE_SIZE = 2000;

// The same rule as the contracts' e-mail fields, so what a form accepts the check accepts.
const emailSyntax = z.email();

const NOT_FOUND = new Set(['ENOTFOUND', 'NXDOMAIN']);
const NO_DATA = new Set(['ENODATA', 'ENOTFOUND']);

type DomainAnswer = Pick<AddressCheck, 'status' | 'mxHosts'>;

/**
 * Syntax, then the domain's MX record (or an address record standing in for one, RFC 5321 5.1; a "null MX"
 * of RFC 7505 says the domain takes no mail). When DNS cannot be asked the answer is the offline one: the
 * spelling was checked, the address counts as valid, flagged unverified. Answers are cached per domain.
 */
export class AddressChecker {
  private readonly cache = new Map<string, { at: number; answer: DomainAnswer }>();
  private canary: { at: number; ok: boolean } | null = null;

  /** `resolver` null: DNS is off (MAIL_DNS_SERVERS=off), every answer is the offline one. */
  constructor(private readonly resolver: MxResolver | null) {}

  static fromServers(servers: string[] | 'off' | undefined, timeoutMs = DNS_TIMEOUT_MS): AddressChecker {
    if (servers === 'off') return new AddressChecker(null);
    const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
    if (servers?.length) resolver.setServers(servers);
    return new AddressChecker(resolver);
  }

  async check(input: string): Promise<AddressCheck> {
    const email = input.trim();
    const at = email.lastIndexOf('@');
    const domain = at > 0 ? email.slice(at + 1).toLowerCase() : null;
    if (
      !domain ||
      !emailSyntax.safeParse(email).success ||
      email.slice(0, at).length > 64 ||
      email.length > 254
    )
      return answer(email, domain, { status: 'invalid-syntax', mxHosts: [] });
    return answer(email, domain, await this.domain(domain));
  }

  private async domain(domain: string): Promise<DomainAnswer> {
    const cached = this.cache.get(domain);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.answer;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<DomainAnswer>((resolve) => {
      timer = setTimeout(() => resolve(offline()), CHECK_DEADLINE_MS);
    });
    const found = await Promise.race([this.lookUp(domainToASCII(domain) || domain), deadline]);
    clearTimeout(timer);
    // The offline answer is not kept: DNS may be back for the next address.
    if (found.status !== 'unverified') {
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(domain, { at: Date.now(), answer: found });
    }
    return found;
  }

  private async lookUp(domain: string): Promise<DomainAnswer> {
    const { resolver } = this;
    if (!resolver) return { status: 'unverified', mxHosts: [] };
    try {
      const mx = (await resolver.resolveMx(domain)).sort((a, b) => a.priority - b.priority);
      const hosts = mx.map((r) => r.exchange.replace(/\.$/, '')).filter(Boolean);
      if (hosts.length === 0) return { status: 'no-mail', mxHosts: [] };
      return { status: 'valid', mxHosts: hosts };
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (code === 'ENODATA') return this.addressRecords(domain);
      if (NOT_FOUND.has(code))
        return (await this.dnsAnswers()) ? { status: 'no-domain', mxHosts: [] } : offline();
      return offline();
    }
  }

  /** No MX: the domain's own address receives the mail, if it has one. */
  private async addressRecords(domain: string): Promise<DomainAnswer> {
    const ask = (f: (d: string) => Promise<string[]>) =>
      f.call(this.resolver, domain).then(
        (a) => a.length > 0,
        (err: { code?: string }) => (NO_DATA.has(err.code ?? '') ? false : null),
      );
    const [v4, v6] = await Promise.all([ask(this.resolver!.resolve4), ask(this.resolver!.resolve6)]);
    if (v4 || v6) return { status: 'valid', mxHosts: [domain] };
    if (v4 === null && v6 === null) return offline();
    return { status: 'no-mail', mxHosts: [] };
  }

  /**
   * "No such domain" is believed only from a resolver that finds the root zone's name servers: an offline
   * machine's or a sandbox's resolver answers that to every name.
   */
  private async dnsAnswers(): Promise<boolean> {
    if (this.canary && Date.now() - this.canary.at < CANARY_MS) return this.canary.ok;
    const ok = await this.resolver!.resolveNs('.').then(
      (ns) => ns.length > 0,
      () => false,
    );
    this.canary = { at: Date.now(), ok };
    return ok;
  }
}

const offline = (): DomainAnswer => ({ status: 'unverified', mxHosts: [] });

const MESSAGES: Record<AddressCheck['status'], (domain: string | null) => string> = {
  valid: (d) => `The domain ${d} receives e-mail.`,
  'invalid-syntax': () => 'This is not a valid e-mail address.',
  'no-domain': (d) => `The domain ${d} does not exist.`,
  'no-mail': (d) => `The domain ${d} does not receive e-mail.`,
  unverified: () => 'The domain could not be checked (DNS unreachable): only the spelling was checked.',
};

function answer(email: string, domain: string | null, found: DomainAnswer): AddressCheck {
  const { status, mxHosts } = found;
  return {
    email,
    isValid: status === 'valid' || status === 'unverified',
    isVerified: status !== 'unverified' && status !== 'invalid-syntax',
    status,
    domain,
    mxHosts,
    message: MESSAGES[status](domain),
  };
}
