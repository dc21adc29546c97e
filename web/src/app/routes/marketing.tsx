export {
  AboutPage,
  ChurchesPage,
  ClubsPage,
  ContactPage,
  DashboardOverviewPage,
  FaqPage,
  HowItWorksPage,
  MarketersPage,
  PrivacyPage,
  PrivacyPolicyPage,
  TermsPage,
} from '@/features/marketing/components/pages';
