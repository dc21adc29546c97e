import { MAX } from '@listkeep/common/src/limits';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { notify } from '@/lib/toast';
import { useSetProfile } from '@/lib/profile';
import type { AccountStepForm } from '../hooks/use-account-step-form';
import { clearAccountDraft } from '../utils/account-draft';
import { ONBOARDING_MESSAGES } from '../utils/messages';
import { followNewsletterName } from '../utils/newsletter-name';
import { WizardFooter, type WizardNav } from './wizard-frame';

interface AccountStepProps {
  uid: string;
  form: AccountStepForm;
  savedName: string;
  /** With invites pending, the user's own newsletter waits until they skip or decline them all. */
  hasInvites: boolean;
  createNewsletter: () => Promise<boolean>;
  nav: WizardNav;
}

export function AccountStep({ uid, form, savedName, hasInvites, createNewsletter, nav }: AccountStepProps) {
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const saveName = useSetProfile({ onError: () => notify(ONBOARDING_MESSAGES.accountUpdateFailed, 'error') });

  const submit = form.handleSubmit(async ({ name }) => {
    if (name !== savedName) {
      try {
        await saveName.mutateAsync({ name });
      } catch {
        return;
      }
    }
    if (!hasInvites && !(await createNewsletter())) return;
    clearAccountDraft(uid);
    nav.advance();
  });

  const nameField = form.register('name');
  const onNameChange: typeof nameField.onChange = (event) => {
    const newsletterName = followNewsletterName(
      form.getValues('name'),
      (event.target as HTMLInputElement).value,
      form.getValues('newsletterName'),
    );
    form.setValue('newsletterName', newsletterName, { shouldValidate: isSubmitted });
    return nameField.onChange(event);
  };

  return (
    <>
      <div className="stack">
        <TextField
          label="Your name"
          autoComplete="name"
          maxLength={MAX.personName}
          autoFocus
          error={errors.name?.message}
          {...nameField}
          onChange={onNameChange}
        />
        <TextField
          label="Newsletter name"
          maxLength={MAX.newsletterName}
          error={errors.newsletterName?.message}
          hint={
            hasInvites
              ? 'Used if you create your own newsletter instead of joining a team.'
              : 'Subscribers see this name on their subscribe and unsubscribe pages. You can change it later.'
          }
          {...form.register('newsletterName')}
        />
      </div>
      <WizardFooter nav={nav} busy={isSubmitting}>
        <Button loading={isSubmitting} onClick={() => void submit()}>
          Continue
        </Button>
      </WizardFooter>
    </>
  );
}
