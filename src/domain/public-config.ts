// What the server tells the web app at page load, in <meta name="kavacha-config" content="{json}"> inside
// index.html (no inline script, so the CSP stays strict). Everything here is public by nature: the machine
// credential identifies the web client and its channel; it protects nothing (architecture, security rules).
export interface PublicConfig {
  apiKey: string;
  userName: string;
  password: string;
  /** True in demo mode: built-in providers and sample data. */
  demo: boolean;
  hotlines: { name: string; number: string }[];
  contactEmail: string;
  /** The rupees 'Renew now and save Rs.…' offers on an expired policy (personal policies page). */
  renewalSaving: number;
  companyAddress: string;
  socialLinks: { label: string; href: string }[];
  /** The broker licence statement of every page's footer; a demo says it is one (issue 20). */
  brokerLicence: string;
  /** Where requests under the Personal Data Protection Act go; the privacy notice names it. */
  dataProtectionEmail: string;
  /** The raffle draw's winners page, framed at /raffle-draw/winners/; '' when none is configured. */
  raffleWinnersUrl: string;
}

export const PUBLIC_CONFIG_META = 'kavacha-config';
