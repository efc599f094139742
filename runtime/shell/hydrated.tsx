// Whether the browser has taken over the page: false in the server render and the hydration pass,
// true once hydration is done (hydration is asynchronous in React 19: only an effect knows it has
// happened). Its own context, whose state lives in its own component: when it turns true, only the
// components that read it render again. In the shell's context it made every component of the page
// render again at once, in one blocking task after hydration (213 components of /docs/api/v2/reference).
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const HydratedContext = createContext(false);

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/** Around the whole app: `children` are the same elements when its state changes, so React keeps them as they are. */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}
