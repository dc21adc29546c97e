import { useEffect, useState } from 'react';
import { useSchemaForm, type SchemaForm } from '@/lib/form';
import { readAccountDraft, writeAccountDraft } from '../utils/account-draft';
import { ZAccountStep } from '../utils/account-step-schema';
import { defaultNewsletterName } from '../utils/newsletter-name';

export type AccountStepForm = SchemaForm<typeof ZAccountStep>;

/**
 * The account step's form; the wizard holds it, so its values outlive the step when the user goes on and back,
 * and it keeps a draft of them, so they outlive a reload too (the step clears it once saved).
 */
export function useAccountStepForm(uid: string, profileName: string): AccountStepForm {
  const [defaults] = useState(
    () => readAccountDraft(uid) ?? { name: profileName, newsletterName: defaultNewsletterName(profileName) },
  );
  const form = useSchemaForm(ZAccountStep, defaults);
  useEffect(() => {
    const subscription = form.watch(({ name = '', newsletterName = '' }, { type }) => {
      // Only typing makes a draft: values set by the form itself, such as a reset, are saved elsewhere already.
      if (type === 'change') writeAccountDraft(uid, { name, newsletterName });
    });
    return () => subscription.unsubscribe();
  }, [form, uid]);
  return form;
}
