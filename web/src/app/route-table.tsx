import { Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { GuestOnly, RequireAuth } from './guards';
import { LinkLayout } from './layouts/link-layout';
import { RootLayout } from './layouts/root-layout';
import { dashboardLoader } from './routes/dashboard-loader';

/**
 * Lazy route: each page is its own chunk, loaded when first visited. `source`
 * names the chunk's source (as Vite's manifest does), so the build's
 * pre-rendered pages can link the chunk and its CSS from the first paint.
 */
function page<M>(
  source: string,
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType,
): Pick<RouteObject, 'lazy' | 'handle'> {
  return { lazy: async () => ({ Component: pick(await load()) }), handle: { module: `src/app/routes/${source}.tsx` } };
}

const marketing = () => import('./routes/marketing');
const linkHandoff = () => import('./routes/link-handoff');

const strip = (path: string) => path.replace(/^\//, '');

/** Every route of the SPA; the browser router and the build's pre-rendering (prerender.tsx) share it. */
export const routes: RouteObject[] = [
  {
    // Public recipient pages are a separate light bundle (link.html); here they only hand over to it.
    path: paths.link.root,
    Component: LinkLayout,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, ...page('link-handoff', linkHandoff, (m) => m.LinkHandoffPage) },
      { path: '*', ...page('link-handoff', linkHandoff, (m) => m.LinkHandoffPage) },
    ],
  },
  {
    Component: RootLayout,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        index: true,
        ...page(
          'landing',
          () => import('./routes/landing'),
          (m) => m.LandingRoute,
        ),
      },
      { path: strip(paths.marketers), ...page('marketing', marketing, (m) => m.MarketersPage) },
      { path: strip(paths.clubs), ...page('marketing', marketing, (m) => m.ClubsPage) },
      { path: strip(paths.churches), ...page('marketing', marketing, (m) => m.ChurchesPage) },
      { path: strip(paths.about), ...page('marketing', marketing, (m) => m.AboutPage) },
      // Its own chunk: the form loads zod, which the other marketing pages never need.
      {
        path: strip(paths.contact),
        ...page(
          'contact',
          () => import('./routes/contact'),
          (m) => m.ContactRoute,
        ),
      },
      { path: strip(paths.terms), ...page('marketing', marketing, (m) => m.TermsPage) },
      { path: strip(paths.privacyPolicy), ...page('marketing', marketing, (m) => m.PrivacyPolicyPage) },
      { path: strip(paths.privacy), ...page('marketing', marketing, (m) => m.PrivacyPage) },
      { path: strip(paths.howItWorks), ...page('marketing', marketing, (m) => m.HowItWorksPage) },
      { path: strip(paths.faq), ...page('marketing', marketing, (m) => m.FaqPage) },
      { path: strip(paths.dashboardOverview), ...page('marketing', marketing, (m) => m.DashboardOverviewPage) },
      {
        path: strip(paths.apiDocs),
        ...page(
          'api-docs',
          () => import('./routes/api-docs'),
          (m) => m.ApiDocsRoute,
        ),
      },
      {
        path: strip(paths.pricing),
        ...page(
          'pricing',
          () => import('./routes/pricing'),
          (m) => m.PricingRoute,
        ),
      },
      // Open signed in or out: the page itself says what each may do with the invitation.
      {
        path: strip(paths.invitation),
        ...page(
          'invitation',
          () => import('./routes/invitation'),
          (m) => m.InvitationRoute,
        ),
      },
      {
        Component: GuestOnly,
        children: [
          {
            path: strip(paths.login),
            ...page(
              'login',
              () => import('./routes/login'),
              (m) => m.LoginRoute,
            ),
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: strip(paths.welcome),
            ...page(
              'welcome',
              () => import('./routes/welcome'),
              (m) => m.WelcomeRoute,
            ),
          },
          {
            path: strip(paths.dashboard),
            loader: dashboardLoader,
            ...page(
              'dashboard',
              () => import('./routes/dashboard'),
              (m) => m.DashboardRoute,
            ),
          },
          {
            path: strip(paths.account),
            ...page(
              'account',
              () => import('./routes/account'),
              (m) => m.AccountRoute,
            ),
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];
