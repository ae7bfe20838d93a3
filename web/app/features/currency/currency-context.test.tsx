import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CurrencyProvider, Price } from './currency-context';

describe('Price', () => {
  it('formats paisa in the provided currency', () => {
    const html = renderToString(
      <CurrencyProvider info={{ currency: 'USD', factor: 0.0075, round: 2 }}>
        <Price paisa={100_000} />
      </CurrencyProvider>,
    );
    expect(html).toBe('<span>$ 7.50</span>');
  });

  it('falls back to NPR when the currency fetch failed', () => {
    const html = renderToString(
      <CurrencyProvider info={null}>
        <Price paisa={120_000} />
      </CurrencyProvider>,
    );
    expect(html).toBe('<span>Rs 1,200</span>');
  });
});
