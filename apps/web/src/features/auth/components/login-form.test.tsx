import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { LoginForm } from './login-form';

const admin = { id: 1, email: 'admin@example.com', name: 'Site Admin', role: 'super_admin' };

describe('the admin login form', () => {
  it("shows spec §5's messages and sends nothing while the email or password is wrong", async () => {
    const sent = stubFetch({});
    const { user } = renderScreen(<LoginForm />, { path: '/admin/login' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'admin@example');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the email and password, reads Logging in... while busy, then opens the portal', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent = stubFetch({ 'POST /api/auth/login': () => new Promise((resolve) => (answer = resolve)) });
    const { user, currentPath } = renderScreen(<LoginForm />, { path: '/admin/login' });
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(sent).toMatchObject([
      { path: '/api/auth/login', method: 'POST', body: { email: 'admin@example.com', password: 'correct horse' } },
    ]);
    answer(jsonResponse({ user: admin }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('You have been logged in successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin/portal'));
  });

  it("tells a refusal in spec §8's form and stays on the login", async () => {
    stubFetch({
      'POST /api/auth/login': () => jsonResponse({ message: 'Invalid email or password' }, { status: 401 }),
    });
    const { user, currentPath } = renderScreen(<LoginForm />, { path: '/admin/login' });
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('401: Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(currentPath()).toBe('/admin/login');
  });
});
