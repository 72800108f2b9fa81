import { confirmationLabelParts, type ConfirmationId } from '../../domain/confirmations';
import { PAGE_PATHS, type GermanTwinPath } from '../../domain/page-paths';
import { useLocale, useLocalisedPath } from './locale';

/**
 * A confirmation's label from the domain (as recorded with the order) in the page's language, its
 * document's name linked to the document's page in that language.
 */
export function ConfirmationLabel({ id }: { id: ConfirmationId }) {
  const locale = useLocale();
  const localised = useLocalisedPath();
  const parts = confirmationLabelParts(id, locale);
  const path = parts.document?.path;
  const href = path && path in PAGE_PATHS ? localised(path as GermanTwinPath) : path;
  return (
    <>
      {parts.before}
      {parts.document && (
        <a className="link" href={href} target="_blank" rel="noopener">
          {parts.document.name}
        </a>
      )}
      {parts.after}
    </>
  );
}
