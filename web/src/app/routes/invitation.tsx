import { InvitationPage } from '@/features/invitation/components/invitation-page';

export function InvitationRoute() {
  return <InvitationPage />;
}
