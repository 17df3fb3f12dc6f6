import type { FileChooser, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A 1x1 PNG, as a photo taken on the spot would be. */
export const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Opens the file chooser of the editor's 上传图片 button: the button sits in the image group's
 * pop-up menu, which must have opened under the pointer before it takes a click.
 */
export async function pickImageInEditor(page: Page): Promise<FileChooser> {
  let chooser: FileChooser | null = null;
  await expect(async () => {
    await page
      .locator('.w-e-bar-item-group')
      .filter({ has: page.locator('[data-menu-key="uploadImage"]') })
      .hover();
    const opened = page.waitForEvent('filechooser', { timeout: 3_000 });
    await page.locator('.w-e-toolbar [data-menu-key="uploadImage"]').click();
    chooser = await opened;
  }).toPass({ timeout: 20_000 });
  if (!chooser) throw new Error('the editor did not open a file chooser');
  return chooser;
}
