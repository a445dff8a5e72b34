import { createContext } from 'react';

/**
 * Whether the plain login page runs inside the app (its /login route) rather than before it (main.tsx).
 * Inside, the app has installed the request client's hooks and its ToastHost draws the toast store,
 * so the page installs no hooks of its own (they would drop the app's) and draws no second toast.
 */
export const PlainPageInApp = createContext(false);
