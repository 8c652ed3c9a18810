import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeServer, ok, openConsole, refused } from '#tests/support/console-server';

// The console's login as a staff member meets it: sent to it from the page they wanted, checked by the
// shared schema, refused in the page, and back to that page once in.

afterEach(() => vi.unstubAllGlobals());

const where = () => screen.getByTestId('where').textContent;

describe('the console login', () => {
  it('comes before a page that needs a session, and leads back to it', async () => {
    let signedIn = false;
    const calls = fakeServer(({ method, path }) => {
      if (path === '/api/console/session') return signedIn ? ok(ADMIN) : refused(401, 'Log in first');
      if (method === 'POST' && path === '/api/console/login') {
        signedIn = true;
        return ok(ADMIN);
      }
      return ok({ rows: [], total: 0, page: 2, size: 25 });
    });
    openConsole('/console/staff?page=2');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(where()).toBe(`/console/login?next=${encodeURIComponent('/console/staff?page=2')}`);

    await userEvent.type(screen.getByLabelText('Email'), ' Asha@Kavacha.lk ');
    await userEvent.type(screen.getByLabelText('Password'), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Staff' });
    expect(where()).toBe('/console/staff?page=2');
    expect(calls.find((call) => call.path === '/api/console/login')?.body).toEqual({
      email: 'asha@kavacha.lk',
      password: 'a long enough password',
    });
    expect(calls.at(-1)).toMatchObject({ path: '/api/console/staff', query: { page: '2', size: '25' } });
    expect(screen.getByRole('navigation', { name: 'Console' })).toHaveTextContent(
      'DocumentsLeadsApplicationsClaimsPaymentsTariffsBank offersHome pageStaffAudit log',
    );
    expect(screen.getByText('Asha Silva')).toBeInTheDocument();
  });

  it('checks what is typed, then says a refusal in the page and keeps what was typed', async () => {
    const calls = fakeServer(({ path }) =>
      path === '/api/console/login'
        ? refused(401, 'Email or password is not correct')
        : refused(401, 'Log in first'),
    );
    openConsole('/console/login');
    const login = await screen.findByRole('button', { name: 'Log in' });
    await userEvent.click(login);
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('required');
    expect(calls.some((call) => call.path === '/api/console/login')).toBe(false);

    await userEvent.type(screen.getByLabelText('Email'), 'asha@kavacha.lk');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(login);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is not correct');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@kavacha.lk');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong password');
    expect(where()).toBe('/console/login');
  });
});
