import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApplicationInProgress, CustomerPayment, DocumentCategory } from '#domain/account/dashboard';
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
const SESSION = { customer_id: ID, name: 'K. Perera', mobile_number: '94771234567', picture: null };
const CUSTOMER: AccountCustomer = {
  customer_id: ID,
  name_initials: 'K. Perera',
  mobile_number: '94771234567',
  nic_number: '199012345678',
  address: '12 Temple Road',
  email: null,
  picture: null,
  city: 'Kandy',
};
const EXPIRED: CustomerPolicy = {
  policy_number: 'CN-2025-ABCD2345',
  cover_note_url: '/v3/cover-note/file/abc',
  commencement_date: '2025-01-01',
  exp_data: '2025-12-31',
  total_cover: '3500000.00',
  premium: '48250.50',
  claims: [],
  renewable: true,
  renewal_saving: true,
};

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

/** The dashboard's answers (decision 050) beside the policies; none by default. */
interface DashboardData {
  documents?: DocumentCategory[];
  payments?: CustomerPayment[];
  applications?: ApplicationInProgress[];
}

function open(path = '/profile', motor: CustomerPolicy[] = [EXPIRED], data: DashboardData = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['customer', ID, 'documents'], data.documents ?? []);
  client.setQueryData(['customer', ID, 'payments'], data.payments ?? []);
  client.setQueryData(['customer', ID, 'applications'], data.applications ?? []);
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
  it('opens on the Profile tab with the customer’s details and the forms to change them', () => {
    open();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Profile');
    expect(screen.getByText('Full Name').nextSibling).toHaveTextContent('K. Perera');
    expect(screen.getByText('NIC/Passport Number').nextSibling).toHaveTextContent('199012345678');
    expect(screen.getByText('Postal Code').nextSibling).toHaveTextContent('Kandy');
    expect(screen.getByRole('form', { name: 'Edit your details' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('12 Temple Road');
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
      'Documents',
      'Payments',
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

  it('shows a motor policy as a row that expands to its details, its cover note and an honest No claims', async () => {
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
    expect(screen.getByRole('link', { name: 'Download Cover Note' })).toHaveAttribute(
      'href',
      '/v3/cover-note/file/abc',
    );
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

  it('offers no saving on a third-party policy, and no renewal of a policy renewed already', async () => {
    const user = userEvent.setup();
    const thirdParty = { ...EXPIRED, policy_number: 'CN-2025-THIRD234', renewal_saving: false };
    const renewed = { ...EXPIRED, policy_number: 'CN-2025-RENEWED2', renewable: false };
    open('/profile?tab=PersonalPolicies', [thirdParty, renewed]);
    await user.click(screen.getByRole('button', { name: 'Motor' }));
    const card = screen.getByRole('article', { name: 'Policy CN-2025-THIRD234' });
    expect(within(card).getByRole('link', { name: 'Renew now' })).toHaveAttribute(
      'href',
      '/renew?policy=CN-2025-THIRD234',
    );
    const renewedCard = screen.getByRole('article', { name: 'Policy CN-2025-RENEWED2' });
    expect(within(renewedCard).queryByRole('link', { name: /^Renew/ })).toBeNull();
  });

  it('lists a purchase in progress on the Profile tab with what is left and Continue to its step', () => {
    open('/profile', [], {
      applications: [
        {
          id: 3,
          title: 'Ceylinco Insurance: Toyota Axio',
          to_do: ['review', 'pay', 'proposal'],
          continue_path: '/Pay/motor/abcdefghijkl',
          until: '2026-12-24',
        },
      ],
    });
    const section = screen.getByRole('region', { name: 'Purchases in progress' });
    expect(within(section).getByText('Ceylinco Insurance: Toyota Axio')).toBeInTheDocument();
    expect(section).toHaveTextContent(
      "Still to do: Wait for the review of your documents, Pay, Give your vehicle's numbers for the cover note",
    );
    expect(
      within(section).getByRole('link', { name: 'Continue: Ceylinco Insurance: Toyota Axio' }),
    ).toHaveAttribute('href', '/Pay/motor/abcdefghijkl');
  });

  it('shows no purchases in progress when there are none', () => {
    open();
    expect(screen.queryByRole('region', { name: 'Purchases in progress' })).toBeNull();
  });

  it('shows the documents by purchase: status, reason, the file to view, and an upload for a missing or rejected one only', () => {
    const doc = (
      id: number,
      doc_id: number,
      title: string,
      status: number,
      url = '',
      reason: string | null = null,
    ) => ({
      id,
      doc_id,
      title,
      icon: 'car',
      status,
      allowedTypes: 'jpg,jpeg,png,gif,pdf',
      uploadedURL: url,
      is_multiple: false,
      file_type: url ? 'png' : null,
      file_name: url ? 'a.png' : null,
      reason,
    });
    open('/profile?tab=Documents', [], {
      documents: [
        {
          id: 3,
          title: 'Ceylinco Insurance: Toyota Axio',
          docs: [
            doc(11, 2, 'Vehicle Registration', 4, '/v3/documents/file/abcdefghijkl/key1', 'Too dark'),
            doc(12, 13, 'NIC Front', 2, '/v3/documents/file/abcdefghijkl/key2'),
            doc(13, 14, 'NIC Back', 0),
          ],
        },
      ],
    });
    expect(screen.getByText('Ceylinco Insurance: Toyota Axio')).toBeVisible();
    expect(screen.getByText('Rejected: Too dark')).toBeInTheDocument();
    expect(screen.getByText('Submitted for review')).toBeInTheDocument();
    expect(screen.getByText('Not uploaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View NIC Front' })).toHaveAttribute(
      'href',
      '/v3/documents/file/abcdefghijkl/key2',
    );
    expect(screen.getByLabelText('Replace Vehicle Registration')).toHaveAttribute('name', 'asset');
    expect(screen.getByLabelText('Upload NIC Back')).toHaveAttribute('type', 'file');
    // Under review: nothing to upload.
    expect(screen.queryByLabelText(/NIC Front/)).toBeNull();
  });

  it("shows the payments with the spec's columns, a refund honestly, and a row that opens to its details", async () => {
    const user = userEvent.setup();
    open('/profile?tab=Payments', [], {
      payments: [
        {
          payment_ref: 'PH-320001',
          exp_data: '2026-12-24',
          discount: '2500.00',
          payment_media: 'payhere',
          pay_amount: '45750.50',
          paid_date: '2026-11-20',
          policy_ref: 'CN-2026-ABCD2345',
          status: 'refunded',
        },
      ],
    });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Pay Reference',
      'Expire Date',
      'Discounted Amount',
      'Payment Method',
      'Pay Amount',
      'Paid Date',
      'Policy Reference',
    ]);
    expect(screen.getByText('Rs. 45,750.50')).toBeInTheDocument();
    expect(screen.getByText('CN-2026-ABCD2345')).toBeInTheDocument();
    expect(screen.getAllByText('Refunded')[0]).toBeVisible();
    const row = screen.getByRole('button', { name: /PH-320001/ });
    expect(screen.getByText('Reference')).not.toBeVisible();
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Reference')).toBeVisible();
  });

  it('says so when there are no documents or payments', () => {
    const { unmount } = open('/profile?tab=Documents');
    expect(screen.getByText(/no documents with Kavacha yet/)).toBeInTheDocument();
    unmount();
    open('/profile?tab=Payments');
    expect(screen.getByText('You have made no payments to Kavacha yet.')).toBeInTheDocument();
  });
});
