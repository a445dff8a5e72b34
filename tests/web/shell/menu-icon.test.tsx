import { describe, expect, it } from 'vitest';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ViewModuleOutlined from '@mui/icons-material/ViewModuleOutlined';
import DirectionsBoatOutlined from '@mui/icons-material/DirectionsBoatOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { menuIconFor } from '../../../src/shell/menu-icon.tsx';

describe('menu icons from JNPF icon classes', () => {
  it('reads the words of the icon-font class', () => {
    expect(menuIconFor('icon-ym icon-ym-sysMessage')).toBe(MailOutlined);
    expect(menuIconFor('icon-ym icon-ym-user')).toBe(PersonOutlined);
    expect(menuIconFor('el-icon-setting')).toBe(SettingsOutlined);
    expect(menuIconFor('icon-ym icon-ym-sysDictionary')).toBe(MenuBookOutlined);
    expect(menuIconFor('icon-ym icon-ym-extend-exchange')).toBe(SwapHorizOutlined);
  });

  it("falls back to the entry's code when the class is JNPF's generic one", () => {
    expect(menuIconFor('icon-ym icon-ym-generator-menu', 'ship.integrated')).toBe(DirectionsBoatOutlined);
    expect(menuIconFor('', 'system')).toBe(SettingsOutlined);
  });

  it('gives a neutral module icon when nothing is known', () => {
    expect(menuIconFor(null, null)).toBe(ViewModuleOutlined);
    expect(menuIconFor('icon-ym icon-ym-generator-menu', 'xyz')).toBe(ViewModuleOutlined);
  });
});
