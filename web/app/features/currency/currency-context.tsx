import { formatPrice, type TCurrencyInfo } from '@upahar/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect } from 'react';
import { STORAGE_KEYS, writeStored } from '~/lib/storage';

const CurrencyContext = createContext<TCurrencyInfo | null>(null);

/**
 * Provides the currency info from the root loader. The currency is stored from the
 * currency-conversion answer; when that failed, empty currency info is stored.
 */
export function CurrencyProvider({ info, children }: { info: TCurrencyInfo | null; children: ReactNode }) {
  useEffect(() => {
    writeStored(STORAGE_KEYS.currency, info ?? {}, null);
  }, [info]);
  return <CurrencyContext.Provider value={info}>{children}</CurrencyContext.Provider>;
}

/** The active currency info, or null when none is known (formatPrice then defaults to NPR). */
const useCurrency = () => useContext(CurrencyContext);

/** A formatter for integer paisa amounts in the shopper's currency (lakh, crore). */
export function usePrice(): (paisa: number) => string {
  const info = useCurrency();
  return useCallback((paisa: number) => formatPrice(paisa, info), [info]);
}

export function Price({ paisa, className }: { paisa: number; className?: string }) {
  const format = usePrice();
  return <span className={className}>{format(paisa)}</span>;
}
