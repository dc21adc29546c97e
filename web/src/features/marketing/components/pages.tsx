/** The marketing and info pages, one chunk (app/routes/marketing.tsx). */
export { ChurchesPage, ClubsPage, MarketersPage } from './audience-page';
export { FaqPage } from './faq-page';
export { AboutPage, DashboardOverviewPage, HowItWorksPage, TermsPage } from './guide-pages';
export { PrivacyPage, PrivacyPolicyPage } from './privacy-pages';
