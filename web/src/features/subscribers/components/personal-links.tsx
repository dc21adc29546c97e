import { newsletterDisplayName } from '@listkeep/common/src/footer';
import { contract } from '@listkeep/common/src/contract';
import type { Newsletter, Subscriber } from '@listkeep/common/src/entities';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { copyText } from '@/lib/clipboard';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useCreateSubscriberLink } from '../api/create-subscriber-link';
import { LINK_ALERTS, linkFailureAlert, personalLinkURL, type LinkType } from '../utils/link-alerts';

const ZPersonalLinkForm = contract.createLink.input.options[0].pick({ newsletterID: true });

const COPIED: Record<LinkType, string> = {
  unsubscribe: 'Unsubscribe link copied to clipboard.',
  manage: 'Manage link copied to clipboard.',
};

interface PersonalLinksProps {
  teamID: string;
  subscriber: Subscriber;
  newsletters: readonly Newsletter[];
}

/**
 * One-click unsubscribe and manage-preferences links for one subscriber, to
 * paste into a personal reply. Each click makes a new link on the server.
 * It sits inside the subscriber's form, so its buttons submit through the
 * form state rather than a form element of their own.
 */
export function PersonalLinks({ teamID, subscriber, newsletters }: PersonalLinksProps) {
  const form = useSchemaForm(ZPersonalLinkForm, {
    newsletterID: subscriber.newsletterIDs[0] ?? newsletters[0]?.id ?? '',
  });
  const alert = (message: string) => form.setError('root.server', { message });
  const create = useCreateSubscriberLink({
    onSuccess: async ({ linkID }, { type }) => {
      if (!linkID) return alert(LINK_ALERTS.noLink);
      const copied = await copyText(personalLinkURL(window.location.origin, type, linkID));
      if (copied) notify(COPIED[type], 'success');
      else notify('Failed to copy to clipboard', 'error');
    },
    onError: (error) => alert(linkFailureAlert(error)),
  });
  const pendingType = create.isPending ? create.variables.type : null;

  const copyLink = (type: LinkType) =>
    form.handleSubmit(
      ({ newsletterID }) => create.mutate({ newsletterID, teamID, subscriberID: subscriber.id, type }),
      () => alert(LINK_ALERTS.missingInfo),
    )();

  return (
    <section className="stack-sm" data-testid="personal-links">
      <h3 className="field-label">Personal links</h3>
      <p className="small muted">A link only this subscriber can use to leave a list or choose their lists.</p>
      <select className="input" aria-label="Newsletter for the link" {...form.register('newsletterID')}>
        {newsletters.map((n) => (
          <option key={n.id} value={n.id}>
            {newsletterDisplayName(n)}
          </option>
        ))}
      </select>
      <div className="row">
        {(['unsubscribe', 'manage'] as const).map((type) => (
          <Button
            key={type}
            variant="secondary"
            loading={pendingType === type}
            disabled={pendingType !== null}
            onClick={() => void copyLink(type)}
          >
            {type === 'unsubscribe' ? 'Copy unsubscribe link' : 'Copy manage link'}
          </Button>
        ))}
      </div>
      <FormError errors={form.formState.errors} />
    </section>
  );
}
