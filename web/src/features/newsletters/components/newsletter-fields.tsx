import { MAX } from '@listkeep/common/src/limits';
import { Checkbox, TextAreaField, TextField } from '@/components/ui/field';
import { withBlockSubscribes, withPrivate, type NewsletterForm } from '../utils/settings-form';

interface NewsletterFieldsProps {
  form: NewsletterForm;
  onChange: (form: NewsletterForm) => void;
  disabled?: boolean;
  nameError?: string | null;
}

export function NewsletterFields({ form, onChange, disabled, nameError }: NewsletterFieldsProps) {
  const set = <K extends keyof NewsletterForm>(key: K, value: NewsletterForm[K]) => onChange({ ...form, [key]: value });
  return (
    <div className="stack">
      <TextField
        label="Newsletter name"
        value={form.newsletterName}
        maxLength={MAX.newsletterName}
        disabled={disabled}
        error={nameError}
        onChange={(e) => set('newsletterName', e.target.value)}
      />
      <TextAreaField
        label="Description"
        hint="Public: shown on the subscribe page."
        rows={3}
        value={form.description}
        maxLength={MAX.description}
        disabled={disabled}
        onChange={(e) => set('description', e.target.value)}
      />
      <TextAreaField
        label="Notes"
        hint="Private: only your team sees them."
        rows={2}
        value={form.notes}
        maxLength={MAX.notes}
        disabled={disabled}
        onChange={(e) => set('notes', e.target.value)}
      />
      <Checkbox
        label="Private"
        hint="Not listed on the manage-preferences page of subscribers of your other lists."
        checked={form.private}
        disabled={disabled}
        onChange={(e) => onChange(withPrivate(form, e.target.checked))}
      />
      <Checkbox
        label="Block new subscribes"
        hint="The subscribe link stops working and the footer leaves it out. A blocked newsletter is always private."
        checked={form.blockSubscribes}
        disabled={disabled}
        onChange={(e) => onChange(withBlockSubscribes(form, e.target.checked))}
      />
      <Checkbox
        label="Send a welcome email"
        hint="Sent to new subscribers when they subscribe through your link."
        checked={form.sendWelcomeEmail}
        disabled={disabled}
        onChange={(e) => set('sendWelcomeEmail', e.target.checked)}
      />
      {form.sendWelcomeEmail && (
        <TextAreaField
          label="Welcome email"
          rows={5}
          value={form.welcomeContent}
          maxLength={MAX.welcomeContent}
          disabled={disabled}
          onChange={(e) => set('welcomeContent', e.target.value)}
        />
      )}
    </div>
  );
}
