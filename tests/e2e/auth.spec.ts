import { expect, expectNoAxeViolations, signInThroughMenu, staff, staffToken, test } from './fixtures.ts';

test.describe('signing in', () => {
  test('validates the login form as the spec says', async ({ page }) => {
    await page.goto('/catalogues/');
    await page.getByRole('button', { name: 'Staff sign-in' }).click();
    const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    await expect(signIn).toBeDisabled();
    const email = page.getByLabel('Email');
    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText('Email invalid')).toBeVisible();
    await email.fill('');
    await email.blur();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Password').focus();
    await page.getByLabel('Password').blur();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByText('0 / 50')).toBeVisible();
    await email.fill('x'.repeat(60));
    await expect(email).toHaveValue('x'.repeat(50));
    await expectNoAxeViolations(page);
  });

  test('shows the server’s answer to wrong credentials in the menu', async ({ page }) => {
    await page.goto('/catalogues/');
    await signInThroughMenu(page, { email: staff.email, password: 'wrong-password' });
    await expect(page.getByRole('alert').filter({ hasText: /incorrect/i })).toBeVisible();
  });

  test('signs staff in with Enter (email trimmed and lowercased), then goes to the dashboard, then logs out', async ({
    page,
  }) => {
    await page.goto('/catalogues/');
    await page.getByRole('button', { name: 'Staff sign-in' }).click();
    await page.getByLabel('Email').fill(`  ${staff.email.toUpperCase()}  `);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByText('Login successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/catalogues\/dashboard$/);
    const drawer = page.getByRole('complementary');
    await expect(drawer.getByRole('navigation', { name: /dashboard/i }).getByRole('link')).toHaveText([
      'Catalogues',
      'Places',
      'Publisher',
      'Holders',
      'Translations',
    ]);
    await expect(drawer.getByText('Staff')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page).toHaveURL(/\/catalogues\/dashboard$/);
    await page.goto('/catalogues/');
    await page.getByRole('button', { name: /User menu/ }).click();
    await expect(page.getByText(staff.email)).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Staff sign-in' })).toBeVisible();
    await page.goto('/catalogues/dashboard');
    await expect(page).toHaveURL(/\/catalogues\/$/);
  });

  test('brings a guest who opened a dashboard page back to it after signing in', async ({ page }) => {
    await page.goto('/catalogues/dashboard/places');
    await expect(page).toHaveURL(/\/catalogues\/$/);
    await signInThroughMenu(page, staff);
    await expect(page).toHaveURL(/\/catalogues\/dashboard\/places$/);
  });

  test('keeps a USER away from every dashboard page', async ({ page }) => {
    const token = await staffToken(page);
    const reader = { email: `reader-${Date.now()}@example.org`, password: 'reader-password-e2e' };
    const created = await page.request.post('/api/users', {
      headers: { authorization: `Bearer ${token}` },
      data: { ...reader, name: 'Ada Reader', role: 'USER' },
    });
    expect(created.status()).toBe(201);
    await page.goto('/catalogues/');
    await signInThroughMenu(page, reader);
    await expect(page.getByText('Login successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/catalogues\/$/);
    await page.getByRole('button', { name: /User menu/ }).click();
    await expect(page.getByRole('button', { name: 'Go to dashboard' })).toHaveCount(0);
    await page.goto('/catalogues/dashboard/translations');
    await expect(page).toHaveURL(/\/catalogues\/$/);
  });
});
