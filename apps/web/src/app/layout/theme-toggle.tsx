import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { MoonIcon, SunIcon } from '../../shared/ui/icons';
import { themeTypeChanged } from '../app.slice';

/** Switches between the dark (default) and light themes. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const themeType = useAppSelector((state) => state.app.themeType);
  const next = themeType === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? t('common.themeToLight') : t('common.themeToDark');
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      onClick={() => dispatch(themeTypeChanged(next))}
      aria-label={label}
      title={label}
    >
      {themeType === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </ActionIcon>
  );
}
