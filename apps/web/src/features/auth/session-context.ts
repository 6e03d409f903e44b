import { createContext } from 'react';
import { sessionStore, type SessionStore } from './session-store';

/** Tests hand in their own store; the app uses the module's one session. */
export const SessionStoreContext = createContext<SessionStore>(sessionStore);
