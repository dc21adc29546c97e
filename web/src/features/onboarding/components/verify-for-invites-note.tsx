import { TextWithAddresses } from '@/components/ui/address';

/**
 * Invitations go to an address, so they show only once it is verified
 * (docs/product.md §6). Someone who signed up from an invitation mail is told
 * where their invitation is; the wizard looks again when they come back.
 */
export function VerifyForInvitesNote({ email }: { email: string }) {
  return (
    <p className="small muted" data-testid="verify-for-invites">
      <TextWithAddresses
        text={`Invited to a team? Follow the verification link we sent to ${email}: your invitations then appear here.`}
      />
    </p>
  );
}
