/** Spec §9: the chat's emoji set has 120 codes, 100 to 219. */
export const EMOJI_FIRST_CODE = 100;
export const EMOJI_COUNT = 120;

/**
 * Each code is drawn as a Unicode emoji (no image files): codes 100–179 are the faces
 * U+1F600–U+1F64F, codes 180–219 U+1F910–U+1F937. The character itself goes into the text, so
 * any client shows it.
 */
export function emojiOf(code: number): string {
  const index = code - EMOJI_FIRST_CODE;
  if (!Number.isInteger(index) || index < 0 || index >= EMOJI_COUNT) return '';
  return String.fromCodePoint(index < 80 ? 0x1f600 + index : 0x1f910 + index - 80);
}

export const EMOJI_CODES: number[] = Array.from({ length: EMOJI_COUNT }, (_, i) => EMOJI_FIRST_CODE + i);
