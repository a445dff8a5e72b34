import { useContext, useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { currentLocale, LOCALES, type Locale } from '../../../lib/i18n/locale.ts';
import type { RequestFailure } from '../../../lib/request/types.ts';
import { readSettings, THEME_COLORS } from '../../../shell/settings/settings-model.ts';
import { chooseLocale } from './locale-choice.ts';
import { plainLoginTexts } from './plain-login-texts.ts';
import { PlainToast } from './plain-toast.tsx';
import { PlainPageInApp } from './in-app-context.ts';
import './plain-login.css';

const newTimestamp = () => String(Math.random());

const fetchKit = () => import('./sign-in-kit.ts');
let kitLoad: ReturnType<typeof fetchKit> | undefined;
/** The sign-in calls, fetched at the first input (or the first call that needs them); a failed fetch is tried again. */
const loadKit = () =>
  (kitLoad ??= fetchKit().catch((error: unknown) => {
    kitLoad = undefined;
    throw error;
  }));

export interface PlainLoginProps {
  /** the first input in the form: the caller may start fetching what follows a sign-in */
  onIntent?: () => void;
  /** after a successful sign-in (token stored): the caller hands over to the app; the form stays busy meanwhile */
  onSignedIn: () => Promise<void>;
}

/**
 * /login, drawn with plain React and CSS: account, password, the captcha the account needs and the
 * language switch (spec §2.2, §5), without MUI, react-admin or the router, so a visitor's first load
 * downloads little (issue 17). main.tsx shows it to a visitor without a session, the app's /login
 * route (../in-app-login-page.tsx) when a session ends; the caller decides what follows a sign-in.
 */
export function PlainLoginPage({ onIntent, onSignedIn }: PlainLoginProps) {
  const [locale, setLocale] = useState<Locale>(currentLocale);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState<{ length: number; timestamp: string; url: (length: number, timestamp: string) => string } | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const intent = useRef(false);
  const inApp = useContext(PlainPageInApp);
  const texts = plainLoginTexts(locale);
  const settings = readSettings();
  /** The sign-in calls, with the page's own request hooks unless the app's are in place. */
  const kitForCalls = async () => {
    const kit = await loadKit();
    if (!inApp) kit.installRequestHooks();
    return kit;
  };

  useEffect(() => {
    document.title = texts.documentTitle;
  }, [texts.documentTitle]);

  const checkCaptcha = async (name: string) => {
    if (!name.trim()) return;
    try {
      const kit = await kitForCalls();
      const config = await kit.getAccountConfig(name.trim());
      setCaptcha(config.enableVerificationCode === 1 ? { length: config.verificationCodeNumber || 4, timestamp: newTimestamp(), url: kit.captchaUrl } : null);
    } catch {
      // the request client already said what went wrong
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account.trim()) return setError(texts.accountRequired);
    if (!password) return setError(texts.passwordRequired);
    if (captcha && !code.trim()) return setError(texts.codeRequired);
    setError('');
    setBusy(true);
    try {
      const kit = await kitForCalls();
      await kit.signIn({ account, password, code: captcha ? code.trim() : undefined, timestamp: captcha?.timestamp });
    } catch (failure) {
      setError((failure as RequestFailure).msg || texts.requestError);
      if (captcha) setCaptcha({ ...captcha, timestamp: newTimestamp() });
      setCode('');
      setBusy(false);
      return;
    }
    // Busy until the app replaces this page; a failed hand-over leaves the form usable again.
    await onSignedIn().catch(() => setBusy(false));
  };

  const noteIntent = () => {
    if (intent.current) return;
    intent.current = true;
    void loadKit().catch(() => undefined);
    onIntent?.();
  };

  return (
    <div
      className={settings.themeClass === 'dark' ? 'pl-page pl-dark' : 'pl-page'}
      style={{ '--pl-primary': THEME_COLORS[settings.theme] } as CSSProperties}
      lang={locale === 'en' ? 'en' : locale === 'zh-TW' ? 'zh-TW' : 'zh-CN'}
    >
      {!inApp && <PlainToast />}
      <div className="pl-card">
        <div className="pl-head">
          <h1 className="pl-title">{texts.appTitle}</h1>
          <div className="pl-field pl-small">
            <label htmlFor="pl-language">{texts.language}</label>
            <select
              id="pl-language"
              data-testid="language-select"
              value={locale}
              onChange={(event) => {
                const next = event.target.value as Locale;
                chooseLocale(next);
                setLocale(next);
              }}
            >
              {LOCALES.map((item) => (
                <option key={item.locale} value={item.locale}>
                  {item.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <h2 className="pl-subtitle">{texts.title}</h2>
        <form className="pl-form" data-testid="login-form" onSubmit={submit} onInput={noteIntent} noValidate>
          <div className="pl-field">
            <label htmlFor="pl-account">{texts.account}</label>
            <input
              id="pl-account"
              name="account"
              value={account}
              autoComplete="username"
              aria-describedby="pl-account-hint"
              onChange={(event) => setAccount(event.target.value)}
              onBlur={() => void checkCaptcha(account)}
              autoFocus
            />
            <p id="pl-account-hint" className="pl-hint">
              {texts.subAccountHint}
            </p>
          </div>
          <div className="pl-field">
            <label htmlFor="pl-password">{texts.password}</label>
            <input
              id="pl-password"
              name="password"
              type="password"
              value={password}
              autoComplete="current-password"
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {captcha && (
            <div className="pl-row">
              <div className="pl-field pl-grow">
                <label htmlFor="pl-code">{texts.code}</label>
                <input id="pl-code" name="code" value={code} onChange={(event) => setCode(event.target.value)} />
              </div>
              <img
                className="pl-captcha"
                alt={texts.refreshCode}
                title={texts.refreshCode}
                src={captcha.url(captcha.length, captcha.timestamp)}
                onClick={() => setCaptcha({ ...captcha, timestamp: newTimestamp() })}
                data-testid="captcha-image"
              />
            </div>
          )}
          {error && (
            <div className="pl-alert" role="alert" data-testid="login-error">
              {error}
            </div>
          )}
          <button className="pl-submit" type="submit" disabled={busy}>
            {texts.submit}
          </button>
        </form>
      </div>
    </div>
  );
}
