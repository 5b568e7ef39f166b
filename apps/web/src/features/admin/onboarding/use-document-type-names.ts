import { useMemo } from 'react';
import { useDocumentTypesQuery } from '../../lookups';

/** The names of every document type (of individuals, entities and legal signers), by id. */
export function useDocumentTypeNames(): ReadonlyMap<number, string> {
  const individual = useDocumentTypesQuery('individual');
  const entity = useDocumentTypesQuery('entity');
  const signer = useDocumentTypesQuery('legal_signer');
  return useMemo(
    () =>
      new Map(
        [individual.data, entity.data, signer.data].flatMap((types) =>
          (types ?? []).map((type) => [type.id, type.name]),
        ),
      ),
    [individual.data, entity.data, signer.data],
  );
}
