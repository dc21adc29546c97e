/** Every route path of the app (docs/product.md §2), in one place. */
export const paths = {
  home: '/',
  welcome: '/welcome',
  marketers: '/marketers',
  clubs: '/clubs',
  churches: '/churches',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacyPolicy: '/privacy-policy',
  privacy: '/privacy',
  howItWorks: '/how-it-works',
  faq: '/frequent-questions',
  dashboardOverview: '/dashboard-overview',
  /** The API reference, made from the OpenAPI document the API serves. */
  apiDocs: '/docs/api',
  login: '/login',
  pricing: '/pricing',
  dashboard: '/dashboard',
  account: '/account',
  /**
   * A team invitation's page, opened from its mail. Written out here because
   * the build's config reads this file without compiling common/; paths.test.ts
   * pins it to INVITATION_PATH, which the server's mail links to.
   */
  invitation: '/invitation',
  link: {
    root: '/link',
    sub: '/link/sub',
    unsub: '/link/unsub',
    unsubOne: '/link/unsub/:linkID',
    manage: '/link/manage/:linkID',
    /** The link of a subscribe confirmation mail. */
    confirm: '/link/confirm/:token',
  },
} as const;

/**
 * Where the verification mail's link brings its reader once the address is
 * verified: back into the app, which says so (lib/use-verified-return.ts).
 */
export const VERIFIED_PARAM = 'verified';
export const verifiedReturnUrl = (origin: string) => `${origin}${paths.dashboard}?${VERIFIED_PARAM}=1`;
/** The toast on that return. */
export const EMAIL_VERIFIED_TEXT = 'Your email address is verified.';

/** Pages that need a signed-in user (docs/product.md §2, route guards). */
export const PROTECTED_PATHS: readonly string[] = [paths.dashboard, paths.welcome, paths.account];

const DASHBOARD_TABS = ['overview', 'emails', 'subscribers', 'lists', 'newsletter', 'team'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * `?open=import` on the subscribers tab opens the import dialog, `?open=email`
 * on the emails tab a new email (the first dashboard's checklist, a checkout's way back).
 */
export const OPEN_PARAM = 'open';
export const OPEN_IMPORT = 'import';
export const OPEN_NEW_EMAIL = 'email';

export function dashboardTab(value: string | null | undefined): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : 'overview';
}
