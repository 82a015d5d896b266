// A post's body as blocks the screen renders as text (never as HTML): its own content, split into
// paragraphs, headings and lists, or SPEC 2.4's template filled in around a content of one short
// paragraph.

export type BodyBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'numbered'; items: string[]; start: number };

/** The translated words of the template, already built on the post's title and category. */
export interface BodyTemplate {
  introduction: string;
  keyPoints: string;
  points: string[];
  steps: string;
  stepItems: string[];
  conclusion: string;
  conclusionText: string;
}

/** A content of one paragraph up to this many characters gets the template around it. */
export const SHORT_CONTENT_CHARS = 400;

const HEADING_RE = /^##\s+(.+)$/;
const BULLET_RE = /^-\s+(.+)$/;
const NUMBERED_RE = /^(\d{1,6})\.\s+(.+)$/;

/**
 * Paragraphs are separated by blank lines; inside one, a line starting with '## ' is a heading,
 * '- ' a bullet and '1. ' a numbered line; other lines stay together as a paragraph (line breaks kept).
 */
export function parseContent(content: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  for (const chunk of content.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    // A blank line ends a list: only blocks of this chunk may grow.
    const first = blocks.length;
    let lines: string[] = [];
    const flush = () => {
      if (lines.length > 0) blocks.push({ kind: 'paragraph', text: lines.join('\n') });
      lines = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (line === '') continue;
      const heading = HEADING_RE.exec(line);
      const bullet = BULLET_RE.exec(line);
      const numbered = NUMBERED_RE.exec(line);
      if (!heading && !bullet && !numbered) {
        lines.push(line);
        continue;
      }
      flush();
      const last = blocks.length > first ? blocks.at(-1) : undefined;
      if (heading) blocks.push({ kind: 'heading', text: heading[1]!.trim() });
      else if (bullet) {
        const item = bullet[1]!.trim();
        if (last?.kind === 'bullets') last.items.push(item);
        else blocks.push({ kind: 'bullets', items: [item] });
      } else if (numbered) {
        const item = numbered[2]!.trim();
        if (last?.kind === 'numbered') last.items.push(item);
        else blocks.push({ kind: 'numbered', items: [item], start: Number(numbered[1]) });
      }
    }
    flush();
  }
  return blocks;
}

/** True when the content is a single paragraph short enough to need the template. */
export function isShortContent(blocks: readonly BodyBlock[]): boolean {
  if (blocks.length === 0) return true;
  const [only] = blocks;
  return blocks.length === 1 && only?.kind === 'paragraph' && only.text.length <= SHORT_CONTENT_CHARS;
}

/** The blocks to show for a post. */
export function postBody(post: { content: string; excerpt: string }, template: BodyTemplate): BodyBlock[] {
  const own = parseContent(post.content);
  if (!isShortContent(own)) return own;
  const excerpt = post.excerpt.trim();
  return [
    { kind: 'heading', text: template.introduction },
    ...(excerpt ? [{ kind: 'paragraph' as const, text: excerpt }] : []),
    ...own.filter((b) => b.kind === 'paragraph' && b.text !== excerpt),
    { kind: 'heading', text: template.keyPoints },
    { kind: 'bullets', items: template.points },
    { kind: 'heading', text: template.steps },
    { kind: 'numbered', items: template.stepItems, start: 1 },
    { kind: 'heading', text: template.conclusion },
    { kind: 'paragraph', text: template.conclusionText },
  ];
}
