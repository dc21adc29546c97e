import { contract } from '@listkeep/common/src/contract';
import type { EmailLog } from '@listkeep/common/src/entities';
import { MAX } from '@listkeep/common/src/limits';
import { webAddressDestination } from '@listkeep/common/src/url';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { showApiError, useSchemaForm } from '@/lib/form';
import { useCreateTrackedLink } from '../api/create-tracked-link';
import { copyTrackedAddress, trackedAddress } from '../utils/tracked-address';
import '@/components/copy-field.css';

const ZTrackedLinkForm = contract.createLink.input.options[1].pick({ url: true });

interface TrackedLinkFormProps {
  email: EmailLog;
  teamID: string;
  /** The email has as many tracked links as it may have. */
  full: boolean;
}

/** Tracks a URL for the email and copies the tracked address to put in it. */
export function TrackedLinkForm({ email, teamID, full }: TrackedLinkFormProps) {
  const inputId = useId();
  const form = useSchemaForm(ZTrackedLinkForm, { url: '' });
  const url = useWatch({ control: form.control, name: 'url' });
  const { errors } = form.formState;
  const error = errors.url?.message ?? errors.root?.server?.message;
  // Where the link really goes, punycode and all, so a lookalike name shows before it is saved.
  const destination = webAddressDestination(url.trim());
  const describedBy = [destination && `${inputId}-destination`, error && `${inputId}-error`].filter(Boolean).join(' ');

  const create = useCreateTrackedLink({
    onSuccess: async (shortID) => {
      form.reset();
      // Some browsers refuse a copy that follows a network call; the row's Copy button is then one click away.
      await copyTrackedAddress(
        trackedAddress(shortID),
        'The link is tracked, but the browser did not allow copying it. Use Copy beside it.',
      );
    },
    onError: (e) => showApiError(form, e, { fallback: 'The link could not be tracked. Please try again.' }),
  });
  const submit = form.handleSubmit(({ url }) =>
    create.mutate({ newsletterID: email.newsletterID, teamID, emailID: email.id, url }),
  );

  return (
    <form className="stack-xs" onSubmit={(e) => void submit(e)} noValidate>
      <label className="small muted" htmlFor={inputId}>
        Paste a link to your own page; the tracked address to put in the email is copied for you.
      </label>
      <div className="copy-field">
        <input
          id={inputId}
          className="input"
          type="url"
          inputMode="url"
          placeholder="https://example.org/article"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          disabled={full}
          {...form.register('url')}
        />
        <Button type="submit" loading={create.isPending} disabled={full || !url.trim()}>
          Track link
        </Button>
      </div>
      {destination && (
        <span id={`${inputId}-destination`} className="small muted break-anywhere" data-testid="tracked-destination">
          {destination}
        </span>
      )}
      {error && (
        <span id={`${inputId}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
      {full && (
        <span className="small muted">
          This email has {MAX.trackedLinksPerEmail} tracked links, the most it can have. Delete one to add another.
        </span>
      )}
    </form>
  );
}
