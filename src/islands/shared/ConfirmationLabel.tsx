import { confirmationLabelParts, type ConfirmationId } from '../../domain/confirmations';

/** A confirmation's label from the domain (as recorded with the order), its document's name linked. */
export function ConfirmationLabel({ id }: { id: ConfirmationId }) {
  const parts = confirmationLabelParts(id);
  return (
    <>
      {parts.before}
      {parts.document && (
        <a className="link" href={parts.document.path} target="_blank" rel="noopener">
          {parts.document.name}
        </a>
      )}
      {parts.after}
    </>
  );
}
