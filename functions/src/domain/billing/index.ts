/** Billing: the plan a team pays for through Stripe, and the mails about it. */
export { applyBillingEvent, deleteTeamCustomer, openCheckout } from './billing';
