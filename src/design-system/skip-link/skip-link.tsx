import styles from '@/design-system/skip-link/skip-link.module.css';

export type SkipLinkProps = {
  /** The link's text, e.g. "Skip to main content". */
  children: string;
  /** id of the element to jump to; it needs tabIndex={-1} to take focus (a `<main>` usually). */
  targetId?: string;
};

/** The first focusable element of a page: hidden until focused, it jumps past the header to the content. */
export function SkipLink({ children, targetId = 'main' }: SkipLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      className={styles.skipLink}
      onClick={(event) => {
        event.preventDefault();
        const target = document.getElementById(targetId);
        target?.focus();
        target?.scrollIntoView();
      }}
    >
      {children}
    </a>
  );
}
