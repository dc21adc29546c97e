import type { Newsletter } from '@listkeep/common/src/entities';
import { IMPORT_AGREEMENT } from '@listkeep/common/src/import';
import { MAX } from '@listkeep/common/src/limits';
import type { ListedAddress } from '@listkeep/common/src/mail-list';
import type { Tier } from '@listkeep/common/src/tiers';
import { Controller } from 'react-hook-form';
import { NewsletterChecklist } from '@/components/newsletter-checklist';
import { Checkbox, TextField } from '@/components/ui/field';
import type { SchemaForm } from '@/lib/form';
import type { ZImportForm } from '../utils/import-form';
import { ImportSource } from './import-source';

interface ImportEntryFieldsProps {
  form: SchemaForm<typeof ZImportForm>;
  entries: ListedAddress[];
  newsletters: readonly Newsletter[];
  tier: Tier | undefined;
  disabled: boolean;
  /** A file whose rows name their list: the name of that column, and no lists to choose. */
  routedBy: string | null;
}

/** The list to import, the lists it goes to, its note and the sender's word that its people agreed. */
export function ImportEntryFields({ form, entries, newsletters, tier, disabled, routedBy }: ImportEntryFieldsProps) {
  return (
    <>
      <ImportSource form={form} entries={entries} disabled={disabled} tier={tier} />
      {routedBy ? (
        <p className="small muted" data-testid="import-routed">
          Each row goes onto the list its column “{routedBy}” names.
        </p>
      ) : (
        <Controller
          control={form.control}
          name="newsletterIDs"
          render={({ field }) => (
            <NewsletterChecklist
              legend="Add to"
              chips
              newsletters={newsletters}
              value={field.value}
              onChange={field.onChange}
              disabled={disabled}
            />
          )}
        />
      )}
      <TextField
        label="Note for these subscribers"
        maxLength={MAX.notes}
        disabled={disabled}
        {...form.register('notes')}
      />
      <Checkbox
        label={IMPORT_AGREEMENT.label}
        hint={IMPORT_AGREEMENT.hint}
        disabled={disabled}
        data-testid="import-agree"
        {...form.register('agreed')}
      />
    </>
  );
}
