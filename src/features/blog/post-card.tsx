// One post in a grid: image, category, date, read time, title, excerpt and a link that opens it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconArticle, IconCalendar, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useImageSrc } from '../../db/use-image-src';
import { paths } from '../../domain/paths';
import type { Post } from '../../domain/types';
import { useLang } from '../../i18n/use-lang';
import rtl from '../../ui/rtl.module.css';
import classes from './blog.module.css';
import { categoryLabel, formatPostDate } from './post-labels';
import { imageLoading } from '../../ui/image-loading';
import { localized } from '../../domain/content-lang';
import { LocalizedBdi, useLocalized } from '../../ui/localized';

/** `eager`: the picture is the page's first (the post's own): fetched at once, first. */
export function PostImage({ image, className, eager = false }: { image: string | undefined; className: string | undefined; eager?: boolean }) {
  const src = useImageSrc(image);
  if (!src) {
    return (
      <span className={classes.imageFallback}>
        <IconArticle size={44} stroke={1.2} aria-hidden />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      className={className}
      width={800}
      height={500}
      {...imageLoading(eager)}
    />
  );
}

export function PostMeta({ post, className = classes.meta, children }: { post: Post; className?: string; children?: ReactNode }) {
  const lang = useLang();
  const readTime = localized<string>(post, 'readTime', lang);
  return (
    <div className={className}>
      <span className={classes.metaItem}>
        <IconCalendar size={16} stroke={1.6} aria-hidden />
        <time dateTime={post.createdAt}>{formatPostDate(post.createdAt, lang)}</time>
      </span>
      <span className={classes.metaItem}>
        <IconClock size={16} stroke={1.6} aria-hidden />
        <LocalizedBdi text={readTime} />
      </span>
      {children}
    </div>
  );
}

export function PostCard({ post, headingOrder = 3 }: { post: Post; headingOrder?: 2 | 3 }) {
  const { i18n } = useLingui();
  const lang = useLang();
  const texts = useLocalized(post);
  const title = texts.text('title');
  const excerpt = texts.text('excerpt');
  return (
    <article className={classes.card}>
      <div className={classes.cardMedia}>
        <PostImage image={post.image} className={classes.cardImage} />
        <Badge className={classes.cardBadge} color="gold.3" c="navy.9" radius="sm" size="md">
          {categoryLabel(i18n, post.category)}
        </Badge>
      </div>
      <div className={classes.cardBody}>
        <PostMeta post={post} />
        <Title order={headingOrder} className={classes.cardTitle} dir="auto" {...texts.props(title)}>
          {title.value}
        </Title>
        <Text c="dimmed" size="sm" lineClamp={3} dir="auto" {...texts.props(excerpt)}>
          {excerpt.value}
        </Text>
        <Link to={paths.post(lang, post.id)} className={classes.readMore}>
          <Trans>Read more</Trans>
          <VisuallyHidden>
            : <LocalizedBdi text={title} />
          </VisuallyHidden>
          <IconArrowRight size={16} className={rtl.mirror} aria-hidden />
        </Link>
      </div>
    </article>
  );
}
