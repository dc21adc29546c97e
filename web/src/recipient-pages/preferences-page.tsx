import { t } from './i18n';
import { LoadFailed, LoadingPage, Notice } from './shell';
import { SubscriberPreferences } from './subscriber-preferences';
import { useOpenLink } from './use-open-link';

/**
 * /link/unsub/{linkID} (one-click) and /link/manage/{linkID}. Both open the
 * subscriber's link read-only; the one-click page opens it as
 * `oneClickUnsubscribe`, the manage page as `unsubscribe`, and neither changes
 * anything until the recipient presses a button.
 */
export function PreferencesPage({ mode, linkID }: { mode: 'oneClick' | 'manage'; linkID: string }) {
  const [opened, retry] = useOpenLink({ type: mode === 'oneClick' ? 'oneClickUnsubscribe' : 'unsubscribe', linkID });
  switch (opened.state) {
    case 'loading':
      return <LoadingPage title={t('unsubscribe')} label={t('loadingSubscriber')} />;
    case 'failed':
      return opened.status === 404 ? (
        <Notice title={t('linkNoLongerValid')} text={t('linkNoLongerValidHelp')} />
      ) : (
        <LoadFailed title={t('unsubscribe')} text={t('subscriberLoadFailed')} onRetry={retry} />
      );
    case 'ready':
      // Mounted afresh for each answer, so the view and the checked lists start from it.
      return <SubscriberPreferences linkID={linkID} data={opened.data} oneClick={mode === 'oneClick'} />;
  }
}
