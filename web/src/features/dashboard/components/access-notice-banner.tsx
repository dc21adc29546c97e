import { accessNoticeText } from '@listkeep/common/src/access-notices';
import type { AccessNotice } from '@listkeep/common/src/entities';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toast';
import { useDismissAccessNotice } from '../api/dismiss-access-notice';

/** A team the user lost without leaving it (docs/product.md §4, Access notices), until they dismiss it. */
export function AccessNoticeBanner({ notice }: { notice: AccessNotice }) {
  const dismiss = useDismissAccessNotice({
    onError: (error) => {
      // Already dismissed elsewhere: the refetched profile no longer has it.
      if (error instanceof ApiError && error.status === 404) return;
      notify(errorMessage(error, 'The notice could not be dismissed. Please try again.'), 'error');
    },
  });
  return (
    <div className="banner banner-warning" role="status" data-testid="access-notice-banner">
      <span>{accessNoticeText(notice)}</span>
      <Button
        size="sm"
        variant="secondary"
        loading={dismiss.isPending}
        onClick={() => dismiss.mutate({ id: notice.id })}
      >
        Dismiss
      </Button>
    </div>
  );
}

/** One banner per notice; `notices` is absent in a profile from a server older than them. */
export function AccessNoticeBanners({ notices }: { notices: AccessNotice[] | undefined }) {
  return (notices ?? []).map((notice) => <AccessNoticeBanner key={notice.id} notice={notice} />);
}
