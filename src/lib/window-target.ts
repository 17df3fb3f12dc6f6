/**
 * A link (a, area, or anything else with a target) may open a new tab cut off from this page, or
 * stay in this one. rel="noopener noreferrer" replaces whatever rel it had (rel="opener" hands
 * the new page `window.opener`). Any other target is dropped: a named window opens with a hold
 * on this page, or navigates a tab that another site named, and _parent or _top are this tab.
 */
export function confineWindowTarget(element: Element): void {
  const target = element.getAttribute('target')?.trim().toLowerCase();
  if (target === undefined || target === '_self') return;
  if (target === '_blank') {
    element.setAttribute('target', '_blank');
    element.setAttribute('rel', 'noopener noreferrer');
  } else {
    element.removeAttribute('target');
  }
}
