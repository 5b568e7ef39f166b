import type { ProposalDetail } from '@invest/contracts';
import { Button, Group, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useContractValidation } from '../../shared/forms/use-contract-validation';
import { useFormFeedback } from '../../shared/forms/use-form-feedback';
import { FormAlert } from '../../shared/ui/form-alert';
import { useCastVoteMutation } from './voting.api';
import { castVoteSchema } from './voting-schemas';

/** The holder's choice among the proposal's options, sent as their ballot; it shows their current vote. */
export function BallotForm({ detail }: { detail: ProposalDetail }) {
  const { t } = useTranslation();
  const { proposal, ballot } = detail;
  const [castVote, casting] = useCastVoteMutation();
  const validation = useContractValidation(castVoteSchema, (values: { votes: string }) => ({
    id: proposal.id,
    votes: values.votes ? [values.votes] : [],
  }));
  const form = useForm({ initialValues: { votes: ballot?.option ?? '' }, ...validation });
  const feedback = useFormFeedback(form);

  const onSubmit = form.onSubmit(async (request) => {
    await feedback.attempt(async () => {
      await castVote(request).unwrap();
      notifications.show({ color: 'green', message: t('voting.ballot.saved') });
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={feedback.message} />
        <Radio.Group label={t('voting.ballot.legend')} required {...form.getInputProps('votes')}>
          <Stack gap="sm" mt="xs">
            {proposal.options.map((option) => (
              <Radio key={option.key} value={option.key} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
        <Group>
          <Button type="submit" loading={casting.isLoading} disabled={ballot?.option === form.values.votes}>
            {ballot ? t('voting.ballot.change') : t('voting.ballot.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
