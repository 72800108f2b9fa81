import { Fragment, type ReactNode } from 'react';
import { sentenceParts } from '../../domain/sentence-parts';

/**
 * A catalogue sentence whose link tags (`<help>Support</help>`) become what `links` makes of their text: the
 * sentence stays whole in every language (src/domain/sentence-parts.ts). JSX escapes every text.
 */
export function Sentence({ text, links }: { text: string; links: Record<string, (inner: string) => ReactNode> }) {
  return (
    <>
      {sentenceParts(text).map((part, i) => (
        <Fragment key={i}>{'tag' in part ? (links[part.tag]?.(part.text) ?? part.text) : part.text}</Fragment>
      ))}
    </>
  );
}
