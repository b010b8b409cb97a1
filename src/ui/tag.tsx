import type { CSSProperties, ReactNode } from 'react';
import styles from './tag.module.css';

type NamedTagColor = 'red' | 'blue' | 'green' | 'neutral';
/** The spec's coloured tags: a named colour or any hex colour. */
export type TagColor = NamedTagColor | `#${string}`;

type TagProps = {
  color?: TagColor;
  children: ReactNode;
};

const namedColors: readonly string[] = ['red', 'blue', 'green', 'neutral'] satisfies NamedTagColor[];

export function Tag({ color = 'neutral', children }: TagProps) {
  // A narrow column cuts a long tag with «…»: the whole text is a hover away.
  const title = typeof children === 'string' ? children : undefined;
  if (namedColors.includes(color)) {
    return (
      <span className={`${styles.tag} ${styles[color]}`} title={title}>
        {children}
      </span>
    );
  }
  // A hex colour comes from data (a group's colour), so it is passed in as a variable, not hard-coded.
  const style = { '--tag-custom': color } as CSSProperties;
  return (
    <span className={`${styles.tag} ${styles.custom}`} style={style} title={title}>
      {children}
    </span>
  );
}
