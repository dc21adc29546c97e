/**
 * What both sides use: the contract, limits, plans, roles, messages. What only
 * one side uses lives beside it, in common/src/web (the web app) and
 * common/src/server (the functions), imported by path; lint keeps each side out
 * of the other's folder.
 */
export * from './account-deletion';
export * from './api-keys';
export * from './batch-answer';
export * from './chunk';
export * from './consent-chain';
export * from './consent-files';
export * from './consent-sources';
export * from './contract';
export * from './count-text';
export * from './custom-footer';
export * from './export';
export * from './footer-visibility';
export * from './email';
export * from './email-list';
export * from './entities';
export * from './errors';
export * from './feedback';
export * from './feedback-input';
export * from './import-history';
export * from './import-preview';
export * from './import-status';
export * from './footer';
export * from './limits';
export * from './list-sources';
export * from './mail-delivery';
export * from './mail-list';
export * from './mail-merge';
export * from './newsletter-settings';
export * from './receipt-page';
export * from './routes';
export * from './roles';
export * from './return-path';
export * from './schemas';
export * from './short-links';
export * from './signups';
export * from './sign-up-forms';
export * from './subscriber-query';
export * from './subscriber-jobs';
export * from './tags';
export * from './team-messages';
export * from './invitation';
export * from './subscription';
export * from './tiers';
export * from './plan-features';
export * from './plan-links';
export * from './plan-cutoff';
export * from './url';
export * from './version';
export * from './webhooks';
export * from './billing';
export * from './send-plan';
export * from './send-providers';
export * from './i18n/languages';
