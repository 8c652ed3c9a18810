// The console's pages, under /console (SITE_ROUTES.console); the router inside is console-page.tsx.

export const CONSOLE_PATHS = {
  login: '/console/login',
  documents: '/console/documents',
  leads: '/console/leads',
  applications: '/console/applications',
  claims: '/console/claims',
  payments: '/console/payments',
  staff: '/console/staff',
  audit: '/console/audit',
  tariffs: '/console/tariffs',
  campaigns: '/console/campaigns',
  home: '/console/home',
} as const;

export const documentPath = (id: number) => `${CONSOLE_PATHS.documents}/${id}`;
export const leadPath = (id: number) => `${CONSOLE_PATHS.leads}/${id}`;
export const applicationPath = (id: number) => `${CONSOLE_PATHS.applications}/${id}`;
export const claimPath = (id: number) => `${CONSOLE_PATHS.claims}/${id}`;

/** The login, remembering the page that asked for it. */
export const loginPath = (wanted: string) =>
  `${CONSOLE_PATHS.login}?${new URLSearchParams({ next: wanted })}`;

/** Where the login leads: the page wanted, if it is the console's (never another site), else the queue. */
export const afterLogin = (next: string | null) =>
  next && /^\/console\/(?!login)/.test(next) ? next : CONSOLE_PATHS.documents;
