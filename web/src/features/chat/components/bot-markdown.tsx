/** Renders an assistant reply from the safe markdown tree: text nodes only, links in a new tab (spec §9). */
import { Fragment, type ReactNode } from 'react';
import { useCity } from '#web/lib/city.ts';
import { type Inline, parseMarkdown } from '../lib/markdown.ts';

/**
 * A link of the reply to one of our pages (`/meetings/12`) opens the page of the city asked, under its path
 * (decision 145); the API, other sites and anchors are left as they are.
 */
export function pageHref(href: string, webBase: string): string {
  const isPage = href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/');
  return isPage && webBase !== '/' ? `${webBase}${href === '/' ? '' : href}` : href;
}

function renderInline(nodes: Inline[], webBase: string): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={i}>{renderInline(node.children, webBase)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children, webBase)}</em>;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'link':
        return (
          <a key={i} href={pageHref(node.href, webBase)} target="_blank" rel="noopener noreferrer">
            {renderInline(node.children, webBase)}
          </a>
        );
    }
  });
}

export function BotMarkdown({ text }: { text: string }) {
  const webBase = useCity().web_base;
  return (
    <>
      {parseMarkdown(text).map((block, i) =>
        block.type === 'list' ? (
          block.ordered ? (
            <ol key={i}>{block.items.map((item, j) => <li key={j}>{renderInline(item, webBase)}</li>)}</ol>
          ) : (
            <ul key={i}>{block.items.map((item, j) => <li key={j}>{renderInline(item, webBase)}</li>)}</ul>
          )
        ) : (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 && <br />}
                {renderInline(line, webBase)}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </>
  );
}
