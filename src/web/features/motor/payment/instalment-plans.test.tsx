import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InstalmentTerm } from '#domain/instalments';
import { render } from '#tests/support/render';
import { instalmentTermsQueryOptions } from '../api/get-instalment-terms';
import { InstalmentPlans } from './instalment-plans';

// The payment page's 'Pay in instalments' (decision 054), on the terms as the server answers them.

const TERMS: InstalmentTerm[] = [
  {
    bank: 'ub',
    bank_name: 'Union Bank',
    months: [3, 6, 12],
    min_amount: '25000.01',
    max_amount: null,
    convert_within_days: null,
  },
  {
    bank: 'hnb',
    bank_name: 'Hatton National Bank',
    months: [6, 12],
    min_amount: '10000.00',
    max_amount: '1000000.00',
    convert_within_days: 5,
  },
];

function open(amount: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(instalmentTermsQueryOptions().queryKey, { terms: TERMS });
  render(
    <QueryClientProvider client={client}>
      <InstalmentPlans amount={amount} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Pay in instalments' }));
}

const rowsOf = (bank: string) =>
  within(screen.getByRole('region', { name: bank }))
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('InstalmentPlans', () => {
  it("lists each bank's plans for the amount with the monthly instalment, the first carrying the cents left", () => {
    open('100000.00');
    expect(rowsOf('Union Bank')).toEqual([
      '3 monthsRs. 33,333.33first month Rs. 33,333.34',
      '6 monthsRs. 16,666.66first month Rs. 16,666.70',
      '12 monthsRs. 8,333.33first month Rs. 8,333.37',
    ]);
    expect(rowsOf('Hatton National Bank')).toEqual([
      '6 monthsRs. 16,666.66first month Rs. 16,666.70',
      '12 monthsRs. 8,333.33first month Rs. 8,333.37',
    ]);
    expect(screen.getByRole('region', { name: 'Hatton National Bank' })).toHaveTextContent(
      'Ask Hatton National Bank to convert the payment within 5 days of paying.',
    );
  });

  it('says a bank does not offer its plans for an amount outside its range', () => {
    open('25000.00');
    const union = screen.getByRole('region', { name: 'Union Bank' });
    expect(union).toHaveTextContent('For payments of Rs. 25,000.01 or more');
    expect(union).toHaveTextContent('Not offered for this amount.');
    expect(rowsOf('Union Bank')).toEqual([]);
    expect(rowsOf('Hatton National Bank')).toEqual([
      '6 monthsRs. 4,166.66first month Rs. 4,166.70',
      '12 monthsRs. 2,083.33first month Rs. 2,083.37',
    ]);
  });
});
