// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepToolbarNamed } from '../toolbar-names';

/** A toolbar as wangEditor draws it: icon buttons with a tooltip, a group, a tool with words. */
function drawToolbar() {
  const toolbar = document.createElement('div');
  toolbar.innerHTML = `
    <button type="button" data-menu-key="bold" data-tooltip="粗体&#10;ctrl+b"><svg></svg></button>
    <button type="button" data-menu-key="group-image"><svg></svg><svg></svg></button>
    <button type="button" data-menu-key="uploadImage"><svg></svg><span class="title">上传图片</span></button>
    <button type="button" data-menu-key="fontSize" class="select-button" data-tooltip="字号"><svg></svg></button>`;
  document.body.append(toolbar);
  return toolbar;
}

const button = (toolbar: HTMLElement, key: string) =>
  toolbar.querySelector(`[data-menu-key="${key}"]`);

let stop = () => {};
afterEach(() => stop());

describe('keepToolbarNamed', () => {
  it('names an icon button by its tooltip without the shortcut, and a group by its title', () => {
    const toolbar = drawToolbar();
    stop = keepToolbarNamed(toolbar);
    expect(button(toolbar, 'bold')?.getAttribute('aria-label')).toBe('粗体');
    expect(button(toolbar, 'group-image')?.getAttribute('aria-label')).toBe('图片');
  });

  it('leaves a button named by its own words, and a drop-down named by its value, as they are', () => {
    const toolbar = drawToolbar();
    stop = keepToolbarNamed(toolbar);
    expect(button(toolbar, 'uploadImage')?.hasAttribute('aria-label')).toBe(false);
    // wangEditor writes the value (默认字号) into the drop-down after drawing it
    expect(button(toolbar, 'fontSize')?.hasAttribute('aria-label')).toBe(false);
  });

  it('names the buttons drawn later', async () => {
    const toolbar = document.createElement('div');
    document.body.append(toolbar);
    stop = keepToolbarNamed(toolbar);
    toolbar.innerHTML = '<button type="button" data-tooltip="撤销"><svg></svg></button>';
    await expect
      .poll(() => toolbar.querySelector('button')?.getAttribute('aria-label'))
      .toBe('撤销');
  });
});
