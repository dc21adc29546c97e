import { useEffect, useState, type ComponentType } from 'react';
import { pageLanguage, subscribeLanguage, t } from './i18n';
import type { LinkRoute } from './route';
import { LoadingPage } from './shell';

/** Leaves the page for another address without keeping this one in the history. */
function Forward({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return <LoadingPage title={t('oneMoment')} label={t('openingLink')} />;
}

/**
 * The page of a route, its code loaded on demand: a reader downloads the
 * page they open, not the other pages' code.
 */
export async function pageFor(route: LinkRoute): Promise<ComponentType> {
  switch (route.page) {
    case 'request': {
      const { RequestPage } = await import('./request-page');
      return () => <RequestPage type={route.type} />;
    }
    case 'preferences': {
      const { PreferencesPage } = await import('./preferences-page');
      return () => <PreferencesPage mode={route.mode} linkID={route.linkID} />;
    }
    case 'confirm': {
      const { ConfirmPage } = await import('./confirm-page');
      return () => <ConfirmPage token={route.token} />;
    }
    case 'formOutcome':
      return (await import('./form-outcome-page')).FormOutcomePage;
    case 'embed':
      return (await import('./embed-page')).EmbedPage;
    case 'tracked':
      // The API records the click and redirects to the destination (GET /api/link).
      return () => <Forward to={'/api/link' + window.location.search} />;
    default:
      // docs/product.md §2: any other path goes to the home page.
      return () => <Forward to="/" />;
  }
}

export function LinkApp({ page: Page }: { page: ComponentType }) {
  // Every page reads its texts as it renders: a new language renders the whole page again, keeping its state.
  const [, setLanguage] = useState(pageLanguage);
  useEffect(() => subscribeLanguage(() => setLanguage(pageLanguage())), []);
  return <Page />;
}
