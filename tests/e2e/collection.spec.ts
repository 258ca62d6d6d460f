import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const items = [
  {
    id: '1',
    title: 'Catalogo generale delle fotografie',
    imageSrc: '/iiif/3/no-such-image/full/,96/0/default.jpg',
    url: '/catalogues/catalogues/1/edition/1',
    publishers: [{ name: 'Fratelli Alinari' }],
  },
  {
    id: '2',
    title: 'Verzeichniss der Photographien',
    imageSrc: null,
    url: '/catalogues/catalogues/2/edition/2',
    publishers: [{ name: 'Franz Hanfstaengl' }],
  },
];

test.describe('the collection widget', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((stored) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('catalogue_collection', JSON.stringify({ items: stored }));
        window.sessionStorage.setItem('seeded', 'yes');
      }
    }, items);
  });

  test('a tap toggles the panel with its items, notice and placeholder images', async ({ page }) => {
    await page.goto('/catalogues/');
    const widget = page.getByRole('button', { name: 'Collection: 2 catalogues' });
    await widget.click();
    const panel = page.getByRole('region', { name: 'Catalogues (2)' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Fratelli Alinari')).toBeVisible();
    await expect(panel.getByText('Verzeichniss der Photographien')).toBeVisible();
    await expect(panel.locator('img').first()).toHaveAttribute('src', /^data:image\/svg/);
    await expectNoAxeViolations(page);
    await widget.click();
    await expect(panel).toBeHidden();
  });

  test('closes on a click outside', async ({ page }) => {
    await page.goto('/catalogues/');
    await page.getByRole('button', { name: 'Collection: 2 catalogues' }).click();
    await expect(page.getByRole('region', { name: 'Catalogues (2)' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('region', { name: 'Catalogues (2)' })).toBeHidden();
  });

  test('a long press drags it, and on release it snaps 20 px from the nearer edge', async ({ page }) => {
    await page.goto('/catalogues/');
    const widget = page.getByRole('button', { name: 'Collection: 2 catalogues' });
    const start = await widget.boundingBox();
    if (!start) throw new Error('no widget');
    const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
    await page.mouse.move(start.x + 20, start.y + 20);
    await page.mouse.down();
    await page.waitForTimeout(250);
    await page.mouse.move(viewport.width * 0.7, 300, { steps: 8 });
    await page.mouse.up();
    // The collection's machine may still be arriving (it starts at the first interaction): the
    // presses wait for it, so the widget moves a moment later.
    const rightEdge = async () => {
      const box = await widget.boundingBox();
      return Math.round((box?.x ?? 0) + (box?.width ?? 0));
    };
    await expect.poll(rightEdge).toBe(viewport.width - 20);
    const right = await widget.boundingBox();
    await expect(page.getByRole('region', { name: /Catalogues/ })).toHaveCount(0);
    await page.mouse.move((right?.x ?? 0) + 20, (right?.y ?? 0) + 20);
    await page.mouse.down();
    await page.waitForTimeout(250);
    await page.mouse.move(viewport.width * 0.3, 300, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await widget.boundingBox())?.x ?? 0)).toBe(20);
  });

  test('works with the keyboard: Enter toggles, the arrow keys move it', async ({ page }) => {
    await page.goto('/catalogues/');
    const widget = page.getByRole('button', { name: 'Collection: 2 catalogues' });
    await widget.focus();
    const before = await widget.boundingBox();
    await page.keyboard.press('ArrowUp');
    // The key waits for the collection's machine if it has not arrived yet.
    await expect.poll(async () => (await widget.boundingBox())?.y).toBeLessThan(before?.y ?? 0);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Catalogues (2)' })).toBeVisible();
  });

  test('keeps removals and clearing across a reload', async ({ page }) => {
    await page.goto('/catalogues/');
    await page.getByRole('button', { name: 'Collection: 2 catalogues' }).click();
    await page.getByRole('button', { name: /Remove from collection: Catalogo generale/ }).click();
    await expect(page.getByRole('region', { name: 'Catalogues (1)' })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Collection: 1 catalogues' }).click();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByText('No catalogues in collection')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Collection: 0 catalogues' })).toBeVisible();
  });
});
