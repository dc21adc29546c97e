import { useSchemaForm, type SchemaForm } from '@/lib/form';
import { ZAccountStep } from '../utils/account-step-schema';
import { defaultNewsletterName } from '../utils/newsletter-name';

export type AccountStepForm = SchemaForm<typeof ZAccountStep>;

/** The account step's form; the wizard holds it, so its values outlive the step when the user goes on and back. */
export function useAccountStepForm(profileName: string): AccountStepForm {
  return useSchemaForm(ZAccountStep, { name: profileName, newsletterName: defaultNewsletterName(profileName) });
}
