import { useSyncExternalStore, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Box, Divider, Drawer, FormControlLabel, MenuItem, Select, Stack, Switch, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { LOCALES, type Locale } from '../../lib/i18n/locale.ts';
import { COMPONENT_SIZES, LAYOUT_TYPES, THEME_COLORS, type ComponentSize, type LayoutType, type ShellSettings, type ThemeColor } from './settings-model.ts';
import { changeSetting, settingsStore } from './settings-store.ts';
import { saveSystemTheme } from './settings-api.ts';
import { useChangeLanguage } from './use-change-language.ts';

const SWITCHES: { key: keyof Pick<ShellSettings, 'tagsView' | 'tagsIcon' | 'showLanguage' | 'showSearch' | 'useCache'>; label: string }[] = [
  { key: 'tagsView', label: 'shell.settings.tagsView' },
  { key: 'tagsIcon', label: 'shell.settings.tagsIcon' },
  { key: 'showLanguage', label: 'shell.settings.language' },
  { key: 'showSearch', label: 'shell.settings.menuSearch' },
  { key: 'useCache', label: 'shell.settings.pageCache' },
];

/** Changing the navigation mode is also remembered on the server: the next sign-in answers with it. */
export function changeLayoutType(layoutType: LayoutType): void {
  changeSetting('layoutType', layoutType);
  void saveSystemTheme(layoutType).catch(() => undefined);
}

/** The settings drawer (spec §2.5): every choice applies at once and is stored under its jnpf_ key. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const settings = useSyncExternalStore(settingsStore.subscribe, settingsStore.getSnapshot);
  const [locale] = useLocaleState();
  const changeLanguage = useChangeLanguage();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: 300, p: 2 }, 'data-testid': 'settings-drawer' } as object }}
    >
      <Typography variant="h6" sx={{ mb: 1 }}>
        {translate('shell.settings.title')}
      </Typography>
      <Section title={translate('shell.settings.navigationMode')}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={settings.layoutType}
          onChange={(_, value: LayoutType | null) => value && changeLayoutType(value)}
          sx={{ flexWrap: 'wrap' }}
        >
          {LAYOUT_TYPES.map((layout) => (
            <ToggleButton key={layout} value={layout} data-testid={`layout-${layout}`}>
              {translate(`shell.settings.layout.${layout}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Section>
      <Section title={translate('shell.settings.appearance')}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={settings.themeClass}
          onChange={(_, value: 'light' | 'dark' | null) => value && changeSetting('themeClass', value)}
        >
          <ToggleButton value="light" data-testid="theme-class-light">
            {translate('shell.settings.light')}
          </ToggleButton>
          <ToggleButton value="dark" data-testid="theme-class-dark">
            {translate('shell.settings.dark')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Section>
      <Section title={translate('shell.settings.themeColor')}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {(Object.keys(THEME_COLORS) as ThemeColor[]).map((color) => (
            <Tooltip key={color} title={translate(`shell.settings.colors.${color}`)}>
              <Box
                component="button"
                type="button"
                data-testid={`theme-color-${color}`}
                aria-label={translate(`shell.settings.colors.${color}`)}
                aria-pressed={settings.theme === color}
                onClick={() => changeSetting('theme', color)}
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: 1,
                  cursor: 'pointer',
                  bgcolor: THEME_COLORS[color],
                  border: 2,
                  borderColor: settings.theme === color ? 'text.primary' : 'transparent',
                }}
              />
            </Tooltip>
          ))}
        </Stack>
      </Section>
      <Section title={translate('shell.settings.interface')}>
        {SWITCHES.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            sx={{ display: 'flex', justifyContent: 'space-between', ml: 0 }}
            labelPlacement="start"
            label={translate(label)}
            control={
              <Switch
                checked={settings[key]}
                onChange={(event) => changeSetting(key, event.target.checked)}
                slotProps={{ input: { 'data-testid': `setting-${key}` } as object }}
              />
            }
          />
        ))}
      </Section>
      <Section title={translate('shell.settings.language')}>
        <Select
          size="small"
          fullWidth
          value={locale}
          onChange={(event) => changeLanguage(event.target.value as Locale)}
          inputProps={{ 'data-testid': 'setting-language' }}
        >
          {LOCALES.map(({ locale: value, name }) => (
            <MenuItem key={value} value={value}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </Section>
      <Section title={translate('shell.settings.size')}>
        <ToggleButtonGroup exclusive size="small" value={settings.size} onChange={(_, value: ComponentSize | null) => value && changeSetting('size', value)}>
          {COMPONENT_SIZES.map((size) => (
            <ToggleButton key={size} value={size} data-testid={`size-${size}`}>
              {translate(`shell.settings.sizes.${size}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Section>
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Divider textAlign="left" sx={{ mb: 1 }}>
        <Typography variant="body2">{title}</Typography>
      </Divider>
      {children}
    </Box>
  );
}
