import { LANGUAGES, LANGUAGE_NAMES } from '@listkeep/common/src/i18n/languages';
import { MAX } from '@listkeep/common/src/limits';
import type { ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Checkbox, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { changeVisibility, type SettingsForm } from '../utils/settings-form';

interface NewsletterFieldsProps {
  form: SettingsForm;
  disabled?: boolean;
}

/** The settings of a newsletter, shared by the create dialog and the settings tab. */
export function NewsletterFields({ form, disabled }: NewsletterFieldsProps) {
  const { errors } = form.formState;
  const [isPrivate, blockSubscribes, welcome] = useWatch({
    control: form.control,
    name: ['private', 'blockSubscribes', 'sendWelcomeEmail'],
  });
  const checked = { private: isPrivate, blockSubscribes };
  const visibility = (name: keyof typeof checked) => ({
    checked: checked[name],
    disabled,
    onChange: (e: ChangeEvent<HTMLInputElement>) => changeVisibility(form, { [name]: e.target.checked }),
  });
  const text = (name: 'newsletterName' | 'description' | 'notes' | 'welcomeContent') => ({
    maxLength: MAX[name],
    disabled,
    error: errors[name]?.message,
    ...form.register(name),
  });
  return (
    <div className="stack">
      <TextField label="Newsletter name" {...text('newsletterName')} />
      <TextAreaField
        label="Description"
        hint="Public: shown on the subscribe page."
        rows={3}
        {...text('description')}
      />
      <TextAreaField label="Notes" hint="Private: only your team sees them." rows={2} {...text('notes')} />
      <Checkbox
        label="Private"
        hint="Not listed on the manage-preferences page of subscribers of your other lists."
        {...visibility('private')}
      />
      <Checkbox
        label="Block new subscribes"
        hint="The subscribe link stops working and the footer leaves it out. A blocked newsletter is always private."
        {...visibility('blockSubscribes')}
      />
      <Checkbox
        label="Send a welcome email"
        hint="Sent to new subscribers when they subscribe through your link."
        disabled={disabled}
        {...form.register('sendWelcomeEmail')}
      />
      {welcome && <TextAreaField label="Welcome email" rows={5} {...text('welcomeContent')} />}
      <SelectField
        label="Language of the subscriber pages"
        hint="Used for the subscribe and preferences pages and the mails sent to subscribers when their browser asks for no language Listkeep offers."
        disabled={disabled}
        {...form.register('defaultLanguage')}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
