/** Spec §9: the chat's emoji set has 120 codes, 100 to 219. */
export const EMOJI_FIRST_CODE = 100;
export const EMOJI_COUNT = 120;

/**
 * What each code looks like here. JNPF clients send an emoji as the code text `[NNN]` and draw
 * their own picture for it; we ship no image files and draw each code as a Unicode emoji, so this
 * table is the one place that says which. Row n holds codes 100 + 10n to 109 + 10n.
 */
const EMOJI_TABLE: readonly string[] = [
  '😀',
  '😁',
  '😂',
  '😃',
  '😄',
  '😅',
  '😆',
  '😇',
  '😈',
  '😉', // 100–109
  '😊',
  '😋',
  '😌',
  '😍',
  '😎',
  '😏',
  '😐',
  '😑',
  '😒',
  '😓', // 110–119
  '😔',
  '😕',
  '😖',
  '😗',
  '😘',
  '😙',
  '😚',
  '😛',
  '😜',
  '😝', // 120–129
  '😞',
  '😟',
  '😠',
  '😡',
  '😢',
  '😣',
  '😤',
  '😥',
  '😦',
  '😧', // 130–139
  '😨',
  '😩',
  '😪',
  '😫',
  '😬',
  '😭',
  '😮',
  '😯',
  '😰',
  '😱', // 140–149
  '😲',
  '😳',
  '😴',
  '😵',
  '😶',
  '😷',
  '😸',
  '😹',
  '😺',
  '😻', // 150–159
  '😼',
  '😽',
  '😾',
  '😿',
  '🙀',
  '🙁',
  '🙂',
  '🙃',
  '🙄',
  '🙅', // 160–169
  '🙆',
  '🙇',
  '🙈',
  '🙉',
  '🙊',
  '🙋',
  '🙌',
  '🙍',
  '🙎',
  '🙏', // 170–179
  '🤐',
  '🤑',
  '🤒',
  '🤓',
  '🤔',
  '🤕',
  '🤖',
  '🤗',
  '🤘',
  '🤙', // 180–189
  '🤚',
  '🤛',
  '🤜',
  '🤝',
  '🤞',
  '🤟',
  '🤠',
  '🤡',
  '🤢',
  '🤣', // 190–199
  '🤤',
  '🤥',
  '🤦',
  '🤧',
  '🤨',
  '🤩',
  '🤪',
  '🤫',
  '🤬',
  '🤭', // 200–209
  '🤮',
  '🤯',
  '🤰',
  '🤱',
  '🤲',
  '🤳',
  '🤴',
  '🤵',
  '🤶',
  '🤷', // 210–219
];

/** The drawing of one code, or '' for a number outside 100–219. */
export function emojiOf(code: number): string {
  const index = code - EMOJI_FIRST_CODE;
  return Number.isInteger(index) && index >= 0 && index < EMOJI_COUNT ? (EMOJI_TABLE[index] ?? '') : '';
}

/** The text a message carries for an emoji: `[100]` … `[219]`, what every JNPF client reads. */
export function emojiToken(code: number): string {
  return `[${code}]`;
}

export const EMOJI_CODES: number[] = Array.from({ length: EMOJI_COUNT }, (_, i) => EMOJI_FIRST_CODE + i);

export type ChatTextPart = { kind: 'text'; text: string } | { kind: 'emoji'; code: number; glyph: string };

const TOKEN = /\[(\d{3})\]/g;

/**
 * Splits a chat text into plain runs and emoji tokens. Only `[100]`–`[219]` are emoji; any other
 * bracketed number, and every character typed (Unicode emoji included), stays text as typed.
 */
export function splitEmoji(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(TOKEN)) {
    const code = Number(match[1]);
    const glyph = emojiOf(code);
    if (!glyph) continue;
    if (match.index > from) parts.push({ kind: 'text', text: text.slice(from, match.index) });
    parts.push({ kind: 'emoji', code, glyph });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}
