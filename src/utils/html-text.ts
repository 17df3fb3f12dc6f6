const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/** The visible text of an HTML fragment (tags dropped, common entities decoded), trimmed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:nbsp|lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity])
    .trim();
}

/** True when rich text has no visible text, e.g. an untouched editor's '<p><br></p>'. */
export const isBlankHtml = (html: string | undefined): boolean => htmlToText(html ?? '') === '';
