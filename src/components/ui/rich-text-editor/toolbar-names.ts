import { TOOL_MENUS } from './editor-toolbar';

/** The title of each group of tools by its menu key ('group-image': 图片). */
const GROUP_TITLES: ReadonlyMap<string, string> = new Map(
  Object.values(TOOL_MENUS)
    .flat()
    .flatMap((entry) => (typeof entry === 'string' ? [] : [[entry.key, entry.title] as const])),
);

/**
 * wangEditor draws a tool as a button holding only its icon, the tool's name shown on hover
 * from data-tooltip ("粗体\nctrl+b"), and a group of tools as an icon with no name at all; a
 * screen reader announced them as nameless buttons. A button without words of its own is named
 * by its tooltip's first line, or by its group's title. A drop-down (.select-button: heading,
 * size, font) is left to the value it shows, which wangEditor writes into it after drawing it.
 */
function nameToolbarButtons(toolbar: HTMLElement) {
  const unnamed = 'button:not([aria-label]):not(.select-button)';
  for (const button of toolbar.querySelectorAll<HTMLButtonElement>(unnamed)) {
    if (button.textContent?.trim()) continue;
    const name =
      button.dataset.tooltip?.split('\n')[0] ?? GROUP_TITLES.get(button.dataset.menuKey ?? '');
    if (name) button.setAttribute('aria-label', name);
  }
}

/** Names the toolbar's buttons now and whenever wangEditor draws more; returns the stop. */
export function keepToolbarNamed(toolbar: HTMLElement): () => void {
  nameToolbarButtons(toolbar);
  const observer = new MutationObserver(() => nameToolbarButtons(toolbar));
  observer.observe(toolbar, { childList: true, subtree: true });
  return () => observer.disconnect();
}
