/**
 * What GET /api/oauth/CurrentUser and GET /api/system/SysConfig return: the fields of spec §3
 * and contract §2.4 / §4.13. Almost everything is optional because a JNPF backend leaves null
 * fields out of the JSON (contract §1.2, NON_NULL).
 */

/** One entry of userInfo.systemIds: a system (application) the user may switch to. */
export interface SystemRef {
  id: string;
  name: string;
  icon: string;
  currentSystem: boolean;
}

export interface UserInfo {
  userId: string;
  userAccount: string;
  userName: string;
  /** 1 male, 2 female, anything else unknown; picks the default avatar (spec §3) */
  userGender?: number;
  headIcon: string;
  isAdministrator?: boolean;
  /** Not a JNPF field: this platform's server flags the tourist account (spec §1) so the shell can show only Login. */
  isTourist?: boolean;
  portalId?: string;
  appPortalId?: string;
  /** the default signature image, a data URL */
  signImg?: string;
  organizeId?: string;
  /** the organisation path joined with `/` */
  organizeName?: string;
  /** the organisation id path from the root (contract §2.4) */
  organizeIdList?: string[];
  departmentId?: string;
  departmentName?: string;
  positionIds?: { id: string; name?: string }[];
  positionId?: string;
  positionName?: string;
  roleIds?: string[];
  /** comma-joined */
  roleName?: string;
  groupIds?: string[];
  groupNames?: string;
  /** "realName/account" */
  manager?: string;
  mobilePhone?: string;
  email?: string;
  /** epoch ms */
  birthday?: number | null;
  /** 0 or 1: whether the last-login notice is on */
  prevLogin?: number;
  /** epoch ms */
  prevLoginTime?: number | null;
  prevLoginIPAddress?: string;
  prevLoginIPAddressName?: string;
  /** the current system's id */
  systemId?: string;
  systemIds?: SystemRef[];
  /** epoch ms, or null when the password was never changed (drives the forced change, spec §4) */
  changePasswordDate?: number | null;
  /** 0 or 1 (JNPF 3.6) */
  workflowEnabled?: number;
}

/** One node of menuList / routerList (spec §3, contract §2.4 and §3). */
export interface MenuItem {
  id: string;
  parentId?: string;
  enCode: string;
  fullName: string;
  /** computed on the client: enCode with dots replaced by dashes (contract §2.4) */
  vueName?: string;
  /** 0 system, 1 directory, 2 page, 3 function, 4 dictionary, 5 report, 6 big screen, 7 external link, 8 portal */
  type: number;
  icon?: string;
  urlAddress?: string;
  /** computed on the client (spec §2.3) */
  path?: string;
  /** a JSON string: moduleId, iconBackgroundColor, isTree */
  propertyJson?: string;
  /** `_self` or `_blank` */
  linkTarget?: string;
  /** `Web` or `App` */
  category?: string;
  sortCode?: number;
  systemId?: string;
  hasChildren?: boolean;
  hidden?: boolean;
  /** 0 or 1: whether the page judges its buttons, list columns, form fields and data (contract §3, spec §6) */
  isButtonAuthorize?: number;
  isColumnAuthorize?: number;
  isFormAuthorize?: number;
  isDataAuthorize?: number;
  /** missing, null or [] on leaves (contract §1.3) */
  children?: MenuItem[] | null;
}

/** An item of a permission entry's button, column, form or resource array. */
export interface PermissionCode {
  id?: string;
  fullName?: string;
  enCode: string;
}

/** What one menu (modelId) allows the user (spec §3, contract §2.4). */
export interface PermissionEntry {
  modelId: string;
  moduleName?: string;
  button?: PermissionCode[] | null;
  column?: PermissionCode[] | null;
  form?: PermissionCode[] | null;
  resource?: PermissionCode[] | null;
}

/** The branding part of the configuration sent with the current user (spec §3, contract §2.4). */
export interface SysConfigInfo {
  title?: string;
  logoIcon?: string;
  navigationIcon?: string;
  loginIcon?: string;
  sysName?: string;
  sysVersion?: string;
  copyright?: string;
  /** Not a JNPF field: the publisher the about dialog names (spec §1), sent by this platform's server. */
  publisher?: string;
  companyName?: string;
  sidebarLogo?: number | boolean;
  loginNeedCode?: boolean;
  /** Not a JNPF field: hosts a type-7 menu's `${jnpfToken}` may be sent to (common/url-rules.ts). */
  tokenHostAllowList?: string;
}

export interface CurrentUserResponse {
  userInfo: UserInfo;
  menuList?: MenuItem[] | null;
  /** 3.4.x: the full tree whose roots are systems (type 0); may be missing or empty */
  routerList?: MenuItem[] | null;
  permissionList?: PermissionEntry[] | null;
  sysConfigInfo?: SysConfigInfo | null;
}

/**
 * The password-policy keys of GET /api/system/SysConfig (spec §3, contract §4.13); flags are 0/1.
 * There is no separate policy endpoint in 3.4.7 (contract §8).
 */
export interface PasswordPolicy {
  passwordStrengthLimit?: number;
  passwordLengthMin?: number;
  passwordLengthMinNumber?: number;
  containsNumbers?: number;
  includeLowercaseLetters?: number;
  includeUppercaseLetters?: number;
  containsCharacters?: number;
  mandatoryModificationOfInitialPassword?: number;
  passwordIsUpdatedRegularly?: number;
  /** days */
  updateCycle?: number;
  /** days */
  updateInAdvance?: number;
  disableOldPassword?: number;
  disableTheNumberOfOldPasswords?: number;
}

/** The whole flat object of GET /api/system/SysConfig as far as the sign-in screens read it. */
export interface SysConfig extends SysConfigInfo, PasswordPolicy {
  enableVerificationCode?: number;
  verificationCodeNumber?: number;
  singleLogin?: number;
  tokenTimeout?: string | number;
  lastLoginTimeSwitch?: number;
  [key: string]: unknown;
}
