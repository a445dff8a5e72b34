/**
 * The browser and operating system a user agent names, as the system log shows them
 * ("Chrome 120", "Windows 10"); '' for what it does not recognise. Only the common desktop and
 * mobile browsers are told apart: the log says roughly where someone worked, not a fingerprint.
 */
export interface UserAgentSummary {
  browser: string;
  os: string;
}

/** Most specific first: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['WeChat', /MicroMessenger\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
  ['IE', /(?:MSIE |Trident\/.*rv:)(\d+)/],
];

const WINDOWS_VERSIONS: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' };

function osOf(agent: string): string {
  const windows = /Windows NT (\d+\.\d+)/.exec(agent);
  if (windows) return `Windows ${WINDOWS_VERSIONS[windows[1]] ?? windows[1]}`;
  const android = /Android (\d+)/.exec(agent);
  if (android) return `Android ${android[1]}`;
  const ios = /(?:iPhone|iPad|iPod).* OS (\d+)/.exec(agent);
  if (ios) return `iOS ${ios[1]}`;
  if (/Mac OS X/.test(agent)) return 'macOS';
  if (/Linux/.test(agent)) return 'Linux';
  return '';
}

export function describeUserAgent(agent: string): UserAgentSummary {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(agent);
    if (match) return { browser: `${name} ${match[1]}`, os: osOf(agent) };
  }
  return { browser: '', os: osOf(agent) };
}
