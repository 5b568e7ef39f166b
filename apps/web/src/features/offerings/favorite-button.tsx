import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../shared/ui/icons';
import { useSetFavoriteMutation } from './offerings.api';

/** A star that marks an offering as a favourite; a toggle button, pressed while it is one. */
export function FavoriteButton({ id, name, isFavorite }: { id: string; name: string; isFavorite: boolean }) {
  const { t } = useTranslation();
  const [setFavorite, { isLoading }] = useSetFavoriteMutation();
  return (
    <ActionIcon
      variant="subtle"
      color={isFavorite ? 'yellow' : 'gray'}
      aria-label={t(isFavorite ? 'offerings.card.unfavorite' : 'offerings.card.favorite', { name })}
      aria-pressed={isFavorite}
      loading={isLoading}
      onClick={() => void setFavorite({ id, isFavorite: !isFavorite })}
    >
      <StarIcon filled={isFavorite} />
    </ActionIcon>
  );
}
