export {
  ManagePreferencesPage,
  OneClickUnsubscribePage,
  SubscribePage,
  TrackedLinkPage,
  UnsubscribePage,
} from '@/features/links/components/link-pages';
