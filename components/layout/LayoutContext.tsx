import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface LayoutContextValue {
  cartPanelOpen: boolean;
  openCartPanel: () => void;
  closeCartPanel: () => void;
}

const LayoutContext = createContext<LayoutContextValue | null>(null);

export function LayoutProvider({ children }: { children: ReactNode }) {
  const [cartPanelOpen, setCartPanelOpen] = useState(false);
  const openCartPanel = useCallback(() => setCartPanelOpen(true), []);
  const closeCartPanel = useCallback(() => setCartPanelOpen(false), []);
  const value = useMemo(
    () => ({ cartPanelOpen, openCartPanel, closeCartPanel }),
    [cartPanelOpen, openCartPanel, closeCartPanel],
  );
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}

export function useLayout(): LayoutContextValue {
  const context = useContext(LayoutContext);
  if (!context) throw new Error('useLayout must be used inside LayoutProvider');
  return context;
}
