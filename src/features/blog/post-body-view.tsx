// A post's body: blocks of plain text (src/domain/post-body.ts) as React text nodes, never as HTML.
// Each block takes the direction of its own words (an English post on the Arabic site reads left to right).
import { useLingui } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import { postBody, type BodyBlock, type BodyTemplate } from './post-body';
import type { Post } from '../../domain/types';
import classes from './blog.module.css';
import { categoryLabel } from './post-labels';
import { useLocalized } from '../../ui/localized';

/** SPEC 2.4's template, in the active language, built on the post's title and category. */
function useTemplate(post: Post, title: string): BodyTemplate {
  const { t, i18n } = useLingui();
  const category = categoryLabel(i18n, post.category);
  return {
    introduction: t`Introduction`,
    keyPoints: t`Key points`,
    points: [
      t`The essentials of “${title}” at a glance.`,
      t`Our best ${category} advice, gathered on the road by our chauffeurs.`,
      t`How a private driver saves you time, stress and the search for a parking space.`,
    ],
    steps: t`Practical steps`,
    stepItems: [
      t`Choose your dates and the places you want to see.`,
      t`Book your chauffeur online, with your flight or train number if you have one.`,
      t`Meet your driver at the agreed time and enjoy the journey.`,
    ],
    conclusion: t`Conclusion`,
    conclusionText: t`We hope this article helps you make the most of your trip. For any question about “${title}”, our team is available 24/7.`,
  };
}

function Block({ block }: { block: BodyBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Title order={2} dir="auto">
          {block.text}
        </Title>
      );
    case 'paragraph':
      return <p dir="auto">{block.text}</p>;
    case 'bullets':
      return (
        <ul dir="auto">
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case 'numbered':
      return (
        <ol dir="auto" start={block.start === 1 ? undefined : block.start}>
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ol>
      );
  }
}

export function PostBody({ post }: { post: Post }) {
  const texts = useLocalized(post);
  const content = texts.text('content');
  const template = useTemplate(post, texts.text('title').value);
  const blocks = postBody({ content: content.value, excerpt: texts.text('excerpt').value }, template);
  return (
    <div className={classes.body} {...texts.props(content)}>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
