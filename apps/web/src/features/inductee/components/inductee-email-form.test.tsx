import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { InducteeEmailForm } from './inductee-email-form';

describe('the inductee email form', () => {
  it("takes the address a reminder's link carries, and goes to the portal with it", async () => {
    const { currentPath, user } = renderScreen(<InducteeEmailForm />, { path: '/inductee?email=jane%40site.example' });
    expect(screen.getByLabelText('Email')).toHaveValue('jane@site.example');
    await user.click(screen.getByRole('button', { name: 'Continue to Inductions' }));
    await screen.findByText('Email verified');
    expect(currentPath()).toBe('/inductee/portal');
  });

  it('starts empty without one', () => {
    renderScreen(<InducteeEmailForm />, { path: '/inductee' });
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});
