import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AccountCustomer, CustomerPolicy } from '#domain/account/session';
import { PUBLIC_CONFIG_META } from '#domain/public-config';
import { render } from '#tests/support/render';
import { Dashboard } from './profile-page';

// The dashboard as a signed-in customer uses it: the tabs in the URL, the hamburger's side navigation,
// the profile's details and the personal policies' cards. The server's answers are seeded in the cache.

const meta = document.createElement('meta');
meta.name = PUBLIC_CONFIG_META;
meta.content = JSON.stringify({
  hotlines: [{ name: 'Hotline', number: '+94 11 230 0300' }],
  contactEmail: 'hello@kavacha.lk',
  renewalSaving: 3000,
});
document.head.append(meta);

const ID = 7;
const SESSION = { customer_id: ID, name: 'K. Perera', mobile_number: '94771234567' };
const CUSTOMER: AccountCustomer = {
  customer_id: ID,
  name_initials: 'K. Perera',
  mobile_number: '94771234567',
  nic_number: '199012345678',
  address: '12 Temple Road',
  city: 'Kandy',
};
const EXPIRED: CustomerPolicy = {
  policy_number: 'CN-2025-ABCD2345',
  commencement_date: '2025-01-01',
  exp_data: '2025-12-31',
  total_cover: '3500000.00',
  premium: '48250.50',
};

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

function open(path = '/profile', motor: CustomerPolicy[] = [EXPIRED]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['customer', ID, 'details'], CUSTOMER);
  client.setQueryData(['customer', ID, 'policies', 'motor'], motor);
  client.setQueryData(['customer', ID, 'policies', 'perDay'], []);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/profile"
            element={
              <>
                <Dashboard session={SESSION} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const menu = () => screen.getByRole('button', { name: 'Account menu' });

describe('the customer dashboard', () => {
  it('opens on the Profile tab with the customer’s details, read-only', () => {
    open();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Profile');
    expect(screen.getByText('Full Name').nextSibling).toHaveTextContent('K. Perera');
    expect(screen.getByText('NIC/Passport Number').nextSibling).toHaveTextContent('199012345678');
    expect(screen.getByText('Postal Code').nextSibling).toHaveTextContent('Kandy');
    expect(screen.getByText(/not possible yet/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('toggles the side navigation with the hamburger; a choice switches the tab, keeps it in the URL and closes it', async () => {
    const user = userEvent.setup();
    open();
    expect(menu()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).toBeNull();
    await user.click(menu());
    expect(menu()).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([
      'Profile',
      'Per Day Motor Insurance',
      'Motor Insurance',
      'Senior Citizen',
      'Personal Policies',
      // The header's auth bar is hidden here, so the navigation has its own Logout.
      'Logout',
    ]);
    await user.click(within(nav).getByRole('button', { name: 'Motor Insurance' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Motor Insurance');
    expect(screen.getByTestId('where')).toHaveTextContent('?tab=MI');
    expect(menu()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('closes the side navigation with Escape and gives the focus back to the hamburger', async () => {
    const user = userEvent.setup();
    open();
    await user.click(menu());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toHaveFocus();
  });

  it('shows a motor policy as a row that expands to its details and an honest No claims', async () => {
    const user = userEvent.setup();
    open('/profile?tab=MI');
    const row = screen.getByRole('button', { name: /CN-2025-ABCD2345/ });
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Rs. 48,250.50')).toBeInTheDocument();
    expect(screen.queryByText('No claims')).not.toBeVisible();
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('No claims')).toBeVisible();
    expect(screen.getByText('Claim Refference')).toBeVisible();
  });

  it('says so when there are no motor policies', () => {
    open('/profile?tab=MI', []);
    expect(screen.getByText('You have no motor policies with Kavacha yet.')).toBeInTheDocument();
  });

  it('answers PDMI from its call and SC honestly: neither is sold on this site yet', () => {
    const { unmount } = open('/profile?tab=PDMI');
    expect(screen.getByText(/no Per Day Motor Insurance policies/)).toBeInTheDocument();
    unmount();
    open('/profile?tab=SC');
    expect(screen.getByText(/no Senior Citizen policies/)).toBeInTheDocument();
  });

  it('keeps the personal policies panels closed until opened, and shows an expired policy’s card', async () => {
    const user = userEvent.setup();
    open('/profile?tab=PersonalPolicies');
    const panels = screen.getAllByRole('button', { expanded: false });
    expect(panels.slice(1).map((panel) => panel.textContent)).toEqual([
      'Per Day Motor Insurance',
      'Motor',
      'Corporate Policies',
      'Senior Citizen',
      'Major Illness',
    ]);
    await user.click(screen.getByRole('button', { name: 'Motor' }));
    const card = screen.getByRole('article', { name: 'Policy CN-2025-ABCD2345' });
    expect(within(card).getByRole('img')).toHaveAccessibleName(/^Expired \d+ days ago$/);
    expect(within(card).getByRole('link', { name: 'Renew now and save Rs. 3,000.00' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+94112300300');
    expect(within(card).getByRole('link', { name: 'E-mail us' })).toHaveAttribute(
      'href',
      'mailto:hello@kavacha.lk',
    );
  });
});
