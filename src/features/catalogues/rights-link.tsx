import { StyledLink } from '@/ui/link.tsx';
import { rightsStatement } from '../../../common/rights-statements.ts';

/**
 * An edition's rights statement, named and linked to the licence or statement it is (`rel="license"`).
 * The names are the vocabularies' own, in English; a URI no longer on the list shows as itself.
 */
export function RightsLink({ uri }: { uri: string }) {
  return (
    <StyledLink href={uri} rel="license" variant="inline">
      {rightsStatement(uri)?.label ?? uri}
    </StyledLink>
  );
}
