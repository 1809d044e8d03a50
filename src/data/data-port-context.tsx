import { createContext, useContext, type ReactNode } from 'react';
import type { DataPort } from './port';

const DataPortContext = createContext<DataPort | null>(null);

export function DataPortProvider({ port, children }: { port: DataPort; children: ReactNode }) {
  return <DataPortContext.Provider value={port}>{children}</DataPortContext.Provider>;
}

export function useDataPort(): DataPort {
  const port = useContext(DataPortContext);
  if (!port) throw new Error('useDataPort needs a DataPortProvider above it (see src/main.tsx)');
  return port;
}

/** The port when one is provided, else null: for what a page can do without one (a component test). */
export function useOptionalDataPort(): DataPort | null {
  return useContext(DataPortContext);
}
