import { AccountPage } from '@/features/account/components/account-page';

export function AccountRoute() {
  return <AccountPage />;
}
