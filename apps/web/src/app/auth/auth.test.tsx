import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp } from '../../../test/utils';
import { ApiError } from '../api';
import { LoginPage } from './LoginPage';
import { RequireAuth } from './RequireAuth';
import { safeReturnTo } from './return-to';

const location = () => screen.getByTestId('location').textContent;

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    renderApp(
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/admin/users" element={<p>users</p>} />
        </Route>
        <Route path="/login" element={<p>login</p>} />
      </Routes>,
      { route: '/admin/users?status=all', user: null },
    );
    await screen.findByText('login');
    expect(location()).toBe('/login?returnTo=%2Fadmin%2Fusers%3Fstatus%3Dall');
  });

  it('renders the page for a signed-in user', () => {
    renderApp(
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/admin/users" element={<p>users</p>} />
        </Route>
      </Routes>,
      { route: '/admin/users' },
    );
    expect(screen.getByText('users')).toBeTruthy();
  });
});

describe('LoginPage', () => {
  it('shows the server message inline in a red alert when sign-in fails', async () => {
    const signIn = vi.fn(async () => {
      throw new ApiError({
        message: 'The e-mail address or password is incorrect.',
        status: 401,
        statusText: 'Unauthorized',
        responseType: 'json',
      });
    });
    renderApp(<LoginPage />, { route: '/login', user: null, auth: { signIn } });
    fillAndSubmit('ada@example.com', 'wrong password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The e-mail address or password is incorrect.');
    expect(signIn).toHaveBeenCalledWith('ada@example.com', 'wrong password');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
  });

  it('returns to the remembered page after signing in', async () => {
    const signIn = vi.fn(async () => makeUser());
    renderApp(<LoginPage />, { route: '/login?returnTo=%2Fadmin%2Froles%2F3', user: null, auth: { signIn } });
    fillAndSubmit('ada@example.com', 'correct horse battery');
    await waitFor(() => expect(location()).toBe('/admin/roles/3'));
  });

  it('does not submit empty fields', async () => {
    const signIn = vi.fn();
    renderApp(<LoginPage />, { route: '/login', user: null, auth: { signIn } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Enter your e-mail address.');
    expect(signIn).not.toHaveBeenCalled();
  });
});

describe('safeReturnTo', () => {
  it('keeps in-app paths and refuses anything that could leave the app', () => {
    expect(safeReturnTo('/admin/users?status=all')).toBe('/admin/users?status=all');
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo('https://evil.example')).toBe('/');
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('/login?returnTo=/x')).toBe('/');
  });
});
