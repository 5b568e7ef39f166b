import { type CreateProposalRequest, resolutionOptions } from '@invest/contracts';

const resolutionLabels: Record<(typeof resolutionOptions)[number], string> = {
  for: 'For',
  against: 'Against',
  abstain: 'Abstain',
};

/** The options a ballot names: for, against and abstain of a resolution; option-1, option-2 ... of a choice. */
export function proposalOptionsOf(body: Pick<CreateProposalRequest, 'kind' | 'options'>) {
  if (body.kind === 'resolution') return resolutionOptions.map((key) => ({ key, label: resolutionLabels[key] }));
  return body.options.map((label, index) => ({ key: `option-${index + 1}`, label }));
}
