/**
 * The browser and operating system a user agent names, as the system log shows them
 * ("Chrome 120", "Windows 10"); '' for what it does not recognise. Only the common desktop and
 * mobile browsers are told apart: the log says roughly where someone worked, not a fingerprint.
 * Shared by the sign-in log (features/auth) and the operation log (features/audit-log).
 */
export interface UserAgentSummary {
  browser: string;
  os: string;
}

/** Past this many characters a user agent is not read (a header is the client's to fill). */
const MAX_READ = 512;

/**
 * Most specific first: the in-app browsers (WeCom also says MicroMessenger) and the Chromium
 * browsers that name themselves (Edge, Opera, Samsung, QQ, UC) before Chrome, which also says
 * Safari. Every pattern is a literal followed by digits: no backtracking on long input.
 */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['WeCom', /wxwork\/(\d+)/],
  ['WeChat', /MicroMessenger\/(\d+)/],
  ['DingTalk', /DingTalk\/(\d+)/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|OPiOS)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['QQ Browser', /MQQBrowser\/(\d+)|QQBrowser\/(\d+)/],
  ['UC Browser', /UCBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
  ['IE', /MSIE (\d+)|Trident\/[\d.]+;.*rv:(\d+)/],
];

const WINDOWS_VERSIONS: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' };

function osOf(agent: string): string {
  const windows = /Windows NT (\d+\.\d+)/.exec(agent);
  if (windows) return `Windows ${WINDOWS_VERSIONS[windows[1]] ?? windows[1]}`;
  if (/HarmonyOS|OpenHarmony/.test(agent)) return 'HarmonyOS';
  const android = /Android (\d+)/.exec(agent);
  if (android) return `Android ${android[1]}`;
  if (/Android/.test(agent)) return 'Android';
  const ios = /(?:iPhone|iPad|iPod).* OS (\d+)_/.exec(agent);
  if (ios) return `iOS ${ios[1]}`;
  if (/iPhone|iPad|iPod/.test(agent)) return 'iOS';
  if (/Mac OS X|Macintosh/.test(agent)) return 'macOS';
  if (/CrOS/.test(agent)) return 'ChromeOS';
  if (/Linux|X11/.test(agent)) return 'Linux';
  return '';
}

export function describeUserAgent(header: string | string[] | undefined): UserAgentSummary {
  const agent = (Array.isArray(header) ? (header[0] ?? '') : (header ?? '')).slice(0, MAX_READ);
  const os = osOf(agent);
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(agent);
    const version = match?.slice(1).find(Boolean);
    if (match) return { browser: version ? `${name} ${version}` : name, os };
  }
  return { browser: '', os };
}
