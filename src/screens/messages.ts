/** Texts of the sign-in screens: login, lock screen, password change, home, portal, 404. */
const zh = {
  login: {
    title: '账户登录', account: '账号', password: '密码', code: '验证码', submit: '登录', refreshCode: '看不清，换一张',
    accountRequired: '请输入账号', passwordRequired: '请输入密码', codeRequired: '请输入验证码', language: '语言',
    subAccountHint: '子账号请以 手机号@账号 登录',
  },
  lock: { title: '屏幕已锁定', password: '请输入登录密码解锁', unlock: '解锁', backToLogin: '返回登录', passwordRequired: '请输入密码' },
  password: {
    title: '修改密码', hint: '为了账户安全，请先修改初始密码', oldPassword: '旧密码', newPassword: '新密码', repeatPassword: '重复密码',
    code: '验证码', submit: '确定', oldRequired: '旧密码不能为空', newRequired: '新密码不能为空', tooShort: '新密码长度不能小于%{n}位',
    needsDigit: '新密码必须包含数字', needsLower: '新密码必须包含小写字母', needsUpper: '新密码必须包含大写字母', needsSymbol: '新密码必须包含字符',
    repeatRequired: '重复密码不能为空', mismatch: '两次密码输入不一致', codeRequired: '验证码不能为空',
  },
  home: { welcome: '欢迎回来，%{name}', organize: '所属组织', position: '岗位', role: '角色', lastLogin: '上次登录' },
  portal: { login: '登录', enter: '进入系统', intro: '欢迎访问%{name}' },
  notFound: { title: '404', message: '抱歉，您访问的页面不存在', back: '返回首页' },
};
type Texts = typeof zh;
const zhTW: Texts = {
  login: {
    title: '賬戶登錄', account: '賬號', password: '密碼', code: '驗證碼', submit: '登錄', refreshCode: '看不清，換一張',
    accountRequired: '請輸入賬號', passwordRequired: '請輸入密碼', codeRequired: '請輸入驗證碼', language: '語言',
    subAccountHint: '子賬號請以 手機號@賬號 登錄',
  },
  lock: { title: '屏幕已鎖定', password: '請輸入登錄密碼解鎖', unlock: '解鎖', backToLogin: '返回登錄', passwordRequired: '請輸入密碼' },
  password: {
    title: '修改密碼', hint: '為了賬戶安全，請先修改初始密碼', oldPassword: '舊密碼', newPassword: '新密碼', repeatPassword: '重複密碼',
    code: '驗證碼', submit: '確定', oldRequired: '舊密碼不能為空', newRequired: '新密碼不能為空', tooShort: '新密碼長度不能小於%{n}位',
    needsDigit: '新密碼必須包含數字', needsLower: '新密碼必須包含小寫字母', needsUpper: '新密碼必須包含大寫字母', needsSymbol: '新密碼必須包含字符',
    repeatRequired: '重複密碼不能為空', mismatch: '兩次密碼輸入不一致', codeRequired: '驗證碼不能為空',
  },
  home: { welcome: '歡迎回來，%{name}', organize: '所屬組織', position: '崗位', role: '角色', lastLogin: '上次登錄' },
  portal: { login: '登錄', enter: '進入系統', intro: '歡迎訪問%{name}' },
  notFound: { title: '404', message: '抱歉，您訪問的頁面不存在', back: '返回首頁' },
};
const en: Texts = {
  login: {
    title: 'Sign in', account: 'Account', password: 'Password', code: 'Verification code', submit: 'Sign in', refreshCode: 'Another image',
    accountRequired: 'Enter the account', passwordRequired: 'Enter the password', codeRequired: 'Enter the verification code', language: 'Language',
    subAccountHint: 'Sub-accounts sign in as mobile@account',
  },
  lock: { title: 'Screen locked', password: 'Enter your password to unlock', unlock: 'Unlock', backToLogin: 'Back to sign in', passwordRequired: 'Enter the password' },
  password: {
    title: 'Change password', hint: 'For your account’s safety, change the initial password first', oldPassword: 'Old password',
    newPassword: 'New password', repeatPassword: 'Repeat password', code: 'Verification code', submit: 'OK',
    oldRequired: 'The old password is required', newRequired: 'The new password is required', tooShort: 'The new password must be at least %{n} characters',
    needsDigit: 'The new password must contain a digit', needsLower: 'The new password must contain a lowercase letter',
    needsUpper: 'The new password must contain an uppercase letter', needsSymbol: 'The new password must contain a special character',
    repeatRequired: 'Repeat the password', mismatch: 'The two passwords differ', codeRequired: 'The verification code is required',
  },
  home: { welcome: 'Welcome back, %{name}', organize: 'Organisation', position: 'Position', role: 'Role', lastLogin: 'Last sign-in' },
  portal: { login: 'Sign in', enter: 'Enter', intro: 'Welcome to %{name}' },
  notFound: { title: '404', message: 'Sorry, the page you asked for does not exist', back: 'Back to home' },
};
export const screenMessages = { zh: { screens: zh }, 'zh-TW': { screens: zhTW }, en: { screens: en } };
