/**
 * The initials of Chinese text in pinyin ('仓储总览' -> 'cczl'), for finding an entry by them,
 * without a dictionary: the browser's Chinese collation sorts characters by their pinyin, so a
 * character's initial is the letter of the last boundary below sorting at or before it. Each
 * boundary is the first character of its letter in that order (there is no i, u or v).
 * A character of several readings gets the one the collation sorts it by (银行 gives yx).
 */
const LETTERS = 'bcdefghjklmnopqrstwxyz';
const BOUNDARIES = '八嚓咑妸发旮哈丌咔垃呣拏喔妑七呥仨他屲夕丫帀';

const HAN = /\p{Script=Han}/u;

let chineseOrder: Intl.Collator | null | undefined;

/** The pinyin collation, or null where the browser lacks Chinese data (code-point order). */
function pinyinCollator(): Intl.Collator | null {
  if (chineseOrder === undefined) {
    const collator = new Intl.Collator('zh-CN');
    // 阿 (ā) before 八 (bā) in pinyin; after it by code point
    chineseOrder = collator.compare('阿', '八') < 0 ? collator : null;
  }
  return chineseOrder;
}

function initialOf(char: string, collator: Intl.Collator): string {
  if (!HAN.test(char)) return char.toLowerCase();
  let letter = 'a';
  for (let index = 0; index < LETTERS.length; index += 1) {
    if (collator.compare(char, BOUNDARIES[index]) < 0) break;
    letter = LETTERS[index];
  }
  return letter;
}

const known = new Map<string, string>();

/**
 * The lower-case pinyin initials of `text`, other characters kept (lower-cased) and spaces
 * dropped; '' where the browser cannot sort Chinese by pinyin.
 */
export function pinyinInitials(text: string): string {
  const collator = pinyinCollator();
  if (!collator) return '';
  let initials = known.get(text);
  if (initials === undefined) {
    initials = Array.from(text.replace(/\s+/g, ''), (char) => initialOf(char, collator)).join('');
    known.set(text, initials);
  }
  return initials;
}
