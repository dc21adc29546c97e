import { AccountPage } from '@/features/account/components/account-page';
import { ShareFeedbackButton } from '@/features/feedback/components/share-feedback-button';

export function AccountRoute() {
  return <AccountPage shareFeedback={<ShareFeedbackButton type="accountFeedback" />} />;
}
