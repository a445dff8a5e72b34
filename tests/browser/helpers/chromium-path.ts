import fs from 'node:fs';

/** Where Chromium is: CHROME_PATH, else Debian's /usr/bin/chromium; null when neither exists. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}
