import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DirectionsBoatOutlined from '@mui/icons-material/DirectionsBoatOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import InventoryOutlined from '@mui/icons-material/InventoryOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import ViewModuleOutlined from '@mui/icons-material/ViewModuleOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import type { SxProps, Theme } from '@mui/material';

/**
 * JNPF menus name their icons by icon-font classes (`icon-ym icon-ym-sysMenu`, `el-icon-user`).
 * The font itself is not ours to ship, so the class name's words pick a drawn icon instead; the
 * first rule whose words appear in the name wins, and anything else gets a neutral module icon.
 * Order matters: specific words come before general ones ("user" before "sys").
 */
const RULES: ReadonlyArray<readonly [RegExp, SvgIconComponent]> = [
  [/schedule|calendar|date/i, CalendarMonthOutlined],
  [/message|notice|mail|email|chat|im\b/i, MailOutlined],
  [/user|person|account|profile/i, PersonOutlined],
  [/group|member|team/i, GroupOutlined],
  [/company|organi[sz]e|department|depart/i, ApartmentOutlined],
  [/role|permission|authori[sz]e|security|lock/i, SecurityOutlined],
  [/flow|workflow|process/i, AccountTreeOutlined],
  [/exchange|sync|toggle|switch/i, SwapHorizOutlined],
  [/dictionary|dict|book|data(?!v)/i, MenuBookOutlined],
  [/print/i, PrintOutlined],
  [/report|chart|statistic|kanban|datav|screen/i, AssessmentOutlined],
  [/dashboard|home|portal|panel/i, DashboardOutlined],
  [/generator|code|develop|design|model/i, CodeOutlined],
  [/extend|plugin|extension/i, ExtensionOutlined],
  [/ship|boat|vessel|port/i, DirectionsBoatOutlined],
  [/truck|fleet|vehicle|car\b|transport/i, LocalShippingOutlined],
  [/yard|warehouse|depot|storage/i, WarehouseOutlined],
  [/container|cargo|goods|tally/i, InventoryOutlined],
  [/contract|customs|law/i, GavelOutlined],
  [/settle|pay|fee|finance|bill/i, PaymentsOutlined],
  [/link|web|external|url/i, LanguageOutlined],
  [/doc|file|template/i, DescriptionOutlined],
  [/sys|setting|config/i, SettingsOutlined],
  [/folder|catalog|directory|menu/i, FolderOutlined],
];

/** The drawn icon for a JNPF icon class name (and the entry's code, which names the module when the class does not). */
export function menuIconFor(iconClass: string | null | undefined, enCode?: string | null): SvgIconComponent {
  const names = (iconClass ?? '')
    .split(/\s+/)
    // JNPF's default icon for generated menus says nothing about the module; the code may.
    .filter((name) => name !== 'icon-ym' && name !== '' && name !== 'icon-ym-generator-menu')
    .map((name) => name.replace(/^(icon-ym-|el-icon-|ym-custom-|icon-)/, ''));
  for (const candidate of [...names, enCode ?? '']) {
    if (!candidate) continue;
    const rule = RULES.find(([pattern]) => pattern.test(candidate));
    if (rule) return rule[1];
  }
  return ViewModuleOutlined;
}

interface MenuIconProps {
  icon?: string | null;
  enCode?: string | null;
  sx?: SxProps<Theme>;
}

/** A menu entry's icon, decorative: the entry's name beside it says what it is. */
export function MenuIcon({ icon, enCode, sx }: MenuIconProps) {
  const Icon = menuIconFor(icon, enCode);
  return <Icon fontSize="small" sx={sx} aria-hidden data-testid="menu-icon" data-icon={icon ?? ''} />;
}
