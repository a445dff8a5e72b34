import { createContext, useContext } from 'react';

/**
 * How a widget inside a detail view (a related-form field's link) asks the viewer around it to open
 * a linked record as a nested detail. Undefined outside a viewer, or when the viewer's owner gave
 * no way to load linked records: the widget then shows its text without a link.
 */
export const OpenLinkedRecordContext = createContext<((modelId: string, id: string) => void) | undefined>(undefined);

export const useOpenLinkedRecord = (): ((modelId: string, id: string) => void) | undefined => useContext(OpenLinkedRecordContext);
