import { useEffect, useSyncExternalStore } from 'react';
import { ConfirmPage } from './confirm-page';
import { EmbedPage } from './embed-page';
import { FormOutcomePage } from './form-outcome-page';
import { PreferencesPage } from './preferences-page';
import { RequestPage } from './request-page';
import { pageLanguage, subscribeLanguage, t } from './i18n';
import { matchLinkPath } from './route';
import { LoadingPage } from './shell';

/** Leaves the page for another address without keeping this one in the history. */
function Forward({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return <LoadingPage title={t('oneMoment')} label={t('openingLink')} />;
}

export function LinkApp() {
  // Every page reads its texts as it renders: a new language renders the whole page again, keeping its state.
  useSyncExternalStore(subscribeLanguage, pageLanguage);
  const route = matchLinkPath(window.location.pathname);
  switch (route.page) {
    case 'request':
      return <RequestPage type={route.type} />;
    case 'preferences':
      return <PreferencesPage mode={route.mode} linkID={route.linkID} />;
    case 'confirm':
      return <ConfirmPage token={route.token} />;
    case 'formOutcome':
      return <FormOutcomePage />;
    case 'embed':
      return <EmbedPage />;
    case 'tracked':
      // The API records the click and redirects to the destination (GET /api/link).
      return <Forward to={'/api/link' + window.location.search} />;
    default:
      // docs/product.md §2: any other path goes to the home page.
      return <Forward to="/" />;
  }
}
