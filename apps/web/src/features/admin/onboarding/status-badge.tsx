import { type BadgeTone, ToneBadge } from '../../../shared/ui/tone-badge';

const tones: Record<string, BadgeTone> = {
  approved: 'positive',
  pending: 'warning',
  refused: 'negative',
  reupload_requested: 'caution',
  expired: 'negative',
  not_started: 'neutral',
};

/** An approval, KYC or document status as a coloured badge (its text says it, the colour only repeats it). */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <ToneBadge tone={tones[status] ?? 'neutral'} tt="none">
      {label}
    </ToneBadge>
  );
}
