import type { Team } from '@listkeep/common/src/entities';
import { MAX } from '@listkeep/common/src/limits';
import { TEAM_MESSAGES } from '@listkeep/common/src/team-messages';
import { SaveChanges } from '@/components/save-changes';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { EMAIL_INPUT } from '@/lib/email-input';
import { errorMessage } from '@/lib/errors';
import { useSchemaForm } from '@/lib/form';
import { notify } from '@/lib/toast';
import { useUpdateTeam } from '../api/update-team';
import { teamDetailsOf, ZTeamDetails } from '../utils/team-details';

interface TeamDetailsFormProps {
  team: Team;
  canEdit: boolean;
}

/** The team's name and what recipients see of it (docs/product.md §3, Team). */
export function TeamDetailsForm({ team, canEdit }: TeamDetailsFormProps) {
  const form = useSchemaForm(ZTeamDetails, teamDetailsOf(team));
  const update = useUpdateTeam({
    onSuccess: () => notify(TEAM_MESSAGES.teamUpdated, 'success'),
    onError: (error) => notify(errorMessage(error, TEAM_MESSAGES.teamUpdateFailed), 'error'),
  });
  const submit = form.handleSubmit(
    (details) =>
      // Auto-subscribe has no effect yet, so it is not offered; the saved value goes back unchanged.
      update.mutate({ ...details, teamID: team.id, action: 'update', autoSubscribe: team.autoSubscribe }),
    (errors) => {
      if (errors.teamName?.message) notify(errors.teamName.message, 'warning');
    },
  );
  const { errors, isDirty } = form.formState;

  return (
    <Card>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate data-testid="team-details-form">
        <h2 className="card-title">Team details</h2>
        <fieldset disabled={!canEdit} className="stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <div className="form-grid-2">
            <TextField
              label="Team name"
              maxLength={MAX.teamName}
              hint="Shown to your team on the dashboard and account page."
              error={errors.teamName?.message}
              {...form.register('teamName')}
              data-testid="team-name"
            />
            <TextField
              label="Public organisation name"
              maxLength={MAX.teamName}
              hint="Shown to recipients on the subscribe and unsubscribe pages."
              error={errors.publicOrgName?.message}
              {...form.register('publicOrgName')}
              data-testid="team-public-name"
            />
            <TextField
              label="Website"
              type="url"
              inputMode="url"
              placeholder="https://example.org"
              error={errors.teamURL?.message}
              {...form.register('teamURL')}
              data-testid="team-url"
            />
            <TextField
              label="Support email"
              {...EMAIL_INPUT}
              placeholder="hello@example.org"
              hint="Where recipients can write with questions."
              error={errors.supportEmail?.message}
              {...form.register('supportEmail')}
              data-testid="team-support-email"
            />
          </div>
        </fieldset>
        <SaveChanges
          label="Save team details"
          pending={update.isPending}
          unsaved={isDirty}
          onDiscard={() => form.reset()}
          canEdit={canEdit}
          testId="team-save"
        />
      </form>
    </Card>
  );
}
