export {
  AboutPage,
  ChurchesPage,
  ClubsPage,
  DashboardOverviewPage,
  FaqPage,
  HowItWorksPage,
  MarketersPage,
  PrivacyPage,
  PrivacyPolicyPage,
  TermsPage,
} from '@/features/marketing/components/pages';
