import type { WidgetDefinition } from '../../widget-contract.ts';
import { editorWidget } from './editor-widget.tsx';

/** The rich-text editor (JNPF `editor`), for the registry. */
export const editorWidgets: WidgetDefinition[] = [editorWidget];
