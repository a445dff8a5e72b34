import { useSyncExternalStore } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { LOCALES, type Locale } from '../../lib/i18n/locale.ts';
import { LAYOUT_TYPES, type LayoutType } from '../../shell/settings/settings-model.ts';
import { settingsStore } from '../../shell/settings/settings-store.ts';
import { changeLayoutType } from '../../shell/settings/settings-drawer.tsx';
import { useChangeLanguage } from '../../shell/settings/use-change-language.ts';

/**
 * Theme and language: the same changes as the settings drawer (applied at once, stored locally
 * and saved with PUT SystemTheme / SystemLanguage), so both places always agree.
 */
export function StyleTab() {
  const translate = useTranslate();
  const settings = useSyncExternalStore(settingsStore.subscribe, settingsStore.getSnapshot);
  const [locale] = useLocaleState();
  const changeLanguage = useChangeLanguage();
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="subtitle2">{translate('profile.style.navigation')}</Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={settings.layoutType}
          onChange={(_, value: LayoutType | null) => value && changeLayoutType(value)}
          sx={{ flexWrap: 'wrap' }}
        >
          {LAYOUT_TYPES.map((layout) => (
            <ToggleButton key={layout} value={layout} data-testid={`profile-layout-${layout}`}>
              {translate(`shell.settings.layout.${layout}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Stack spacing={1}>
        <Typography variant="subtitle2">{translate('profile.style.language')}</Typography>
        <ToggleButtonGroup exclusive size="small" value={locale} onChange={(_, value: Locale | null) => value && changeLanguage(value)}>
          {LOCALES.map(({ locale: code, name }) => (
            <ToggleButton key={code} value={code} data-testid={`profile-language-${code}`}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
