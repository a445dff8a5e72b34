import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { THEME_COLORS, type ComponentSize, type ShellSettings } from './settings-model.ts';

/**
 * Component size as density: JNPF's element sizes (default, medium, small, mini) map to MUI's
 * control size, the table padding and a spacing unit, smallest last.
 */
const DENSITY: Record<ComponentSize, { control: 'medium' | 'small'; spacing: number; fontSize: number }> = {
  default: { control: 'medium', spacing: 8, fontSize: 14 },
  medium: { control: 'medium', spacing: 7, fontSize: 14 },
  small: { control: 'small', spacing: 6, fontSize: 13 },
  mini: { control: 'small', spacing: 5, fontSize: 12 },
};

type ThemeSettings = Pick<ShellSettings, 'themeClass' | 'theme' | 'size'>;

/** The MUI theme options of the settings: palette mode, primary colour and density (react-admin creates the theme). */
export function themeOptions(settings: ThemeSettings): ThemeOptions {
  const density = DENSITY[settings.size];
  const size = { size: density.control };
  return {
    palette: { mode: settings.themeClass, primary: { main: THEME_COLORS[settings.theme] } },
    spacing: density.spacing,
    typography: { fontSize: density.fontSize },
    components: {
      MuiButton: { defaultProps: size },
      MuiIconButton: { defaultProps: size },
      MuiTextField: { defaultProps: size },
      MuiFormControl: { defaultProps: { size: density.control } },
      MuiSelect: { defaultProps: size },
      MuiTable: { defaultProps: { size: density.control } },
      MuiChip: { defaultProps: { size: density.control } },
    },
  };
}

export const buildTheme = (settings: ThemeSettings): Theme => createTheme(themeOptions(settings));
