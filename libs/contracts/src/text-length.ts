/**
 * Unicode code points of `text`: the unit every text limit of the product is counted in, because it is what a
 * MariaDB utf8mb4 VARCHAR(n) and SQLite's length() count. (String.length counts UTF-16 units, two per emoji;
 * class-validator's MaxLength skips U+FE0E/U+FE0F.) A lone surrogate counts as one.
 */
export function codePointLength(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}
