/**
 * A small, safe markdown reader for the assistant's replies (spec §9): leading emoji and whitespace are
 * stripped from each line, runs of bullets become lists, and inline bold, emphasis, code and links are read.
 * It produces a tree of plain strings that React renders as text, so HTML in a reply can never become markup;
 * links are kept only for http(s), mailto and same-site paths (no `javascript:` or `data:`).
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'paragraph'; lines: Inline[][] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

/** Emoji (with skin tones, joiners, variation selectors and flags) and whitespace at the start of a line. */
const LEADING_EMOJI = /^(?:\s|\u200d|\ufe0f|\u20e3|\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}])+/u;
const BULLET = /^(?:([-*•·‣▪◦–])|(\d{1,3})[.)])\s+(.*)$/u;

export function stripLeadingEmoji(line: string): string {
  return line.replace(LEADING_EMOJI, '');
}

/** The href when it is safe to link, else null (the text is then shown without a link). */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so drop them first.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const href = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^\/(?!\/)/.test(href)) return href;
  if (/^(https?:|mailto:)/i.test(href)) {
    try {
      const url = new URL(href);
      return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
    } catch {
      return null;
    }
  }
  return null;
}

const INLINE =
  /\\([\\`*_[\]<>#|()!-])|\*\*(.+?)\*\*|`([^`\n]+)`|\[((?:\\.|[^\]\\])+)\]\(([^()\s]+)\)|(?<![\p{L}\p{N}*_])[*_](?![\s*_])(.+?)(?<![\s*_])[*_](?![\p{L}\p{N}])|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/gu;

/** Inline markdown of one line. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const push = (t: string) => {
    if (!t) return;
    const last = out[out.length - 1];
    if (last?.type === 'text') last.text += t;
    else out.push({ type: 'text', text: t });
  };
  let index = 0;
  for (const m of text.matchAll(INLINE)) {
    push(text.slice(index, m.index));
    index = m.index + m[0].length;
    const [, escaped, strong, code, linkText, linkHref, em, bareUrl] = m;
    if (escaped !== undefined) push(escaped);
    else if (strong !== undefined) out.push({ type: 'strong', children: parseInline(strong) });
    else if (code !== undefined) out.push({ type: 'code', text: code });
    else if (linkText !== undefined) {
      const href = safeHref(linkHref!);
      const children = parseInline(linkText);
      if (href) out.push({ type: 'link', href, children });
      else {
        for (const child of children) {
          if (child.type === 'text') push(child.text);
          else out.push(child);
        }
      }
    } else if (em !== undefined) out.push({ type: 'em', children: parseInline(em) });
    else if (bareUrl !== undefined) {
      const href = safeHref(bareUrl);
      if (href) out.push({ type: 'link', href, children: [{ type: 'text', text: bareUrl }] });
      else push(bareUrl);
    }
  }
  push(text.slice(index));
  return out;
}

/** Blocks of a reply: paragraphs (lines kept) and lists (runs of bullet lines). */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] | null = null;
  let list: Extract<Block, { type: 'list' }> | null = null;
  const close = () => {
    paragraph = null;
    list = null;
  };
  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = stripLeadingEmoji(rawLine).replace(/^#{1,6}\s+/, '').trimEnd();
    if (line === '') {
      close();
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      const ordered = bullet[2] !== undefined;
      if (!list || list.ordered !== ordered) {
        paragraph = null;
        list = { type: 'list', ordered, items: [] };
        blocks.push(list);
      }
      list.items.push(parseInline(stripLeadingEmoji(bullet[3]!)));
      continue;
    }
    list = null;
    if (!paragraph) {
      paragraph = [];
      blocks.push({ type: 'paragraph', lines: paragraph });
    }
    (paragraph as Inline[][]).push(parseInline(line));
  }
  return blocks;
}
