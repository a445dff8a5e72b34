import type { Texts } from '../../../common/entity-model.ts';
import { textIn } from '../../../common/form-runtime/form-item.ts';
import type { Language } from '../widget-contract.ts';

/**
 * A text a container reads from its configuration (a card's header, a tab's title): JNPF stores a
 * plain string, a schema may give all three languages. Anything else reads as empty.
 */
export function propText(value: unknown, language: Language): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && 'zh' in value) return textIn(value as Texts, language);
  return '';
}

/** One text in the three languages (the containers' examples). */
export const texts = (zh: string, zhTw: string, en: string): Texts => ({ zh, 'zh-TW': zhTw, en });
