/**
 * The rights statements staff may set on an edition: the Creative Commons licences and public
 * domain tools, and the twelve RightsStatements.org statements. The IIIF manifest's `rights`
 * carries the URI, the dashboard's select shows the label, and the server refuses any other URI.
 * The URIs are written as the IIIF Presentation 3 specification expects them: `http://`, with
 * the trailing slash, exactly as the two vocabularies publish them.
 */

export interface RightsStatement {
  uri: string;
  /** English; the statements' names are proper names, so they are not translated. */
  label: string;
  group: RightsStatementGroup;
}

export type RightsStatementGroup = 'creative-commons' | 'rightsstatements-org';

const creativeCommons = (path: string, label: string): RightsStatement => ({
  uri: `http://creativecommons.org/${path}`,
  label,
  group: 'creative-commons',
});

const rightsStatementsOrg = (code: string, label: string): RightsStatement => ({
  uri: `http://rightsstatements.org/vocab/${code}/1.0/`,
  label,
  group: 'rightsstatements-org',
});

export const RIGHTS_STATEMENTS: readonly RightsStatement[] = [
  creativeCommons('licenses/by/4.0/', 'CC BY 4.0 (Attribution)'),
  creativeCommons('licenses/by-sa/4.0/', 'CC BY-SA 4.0 (Attribution-ShareAlike)'),
  creativeCommons('licenses/by-nd/4.0/', 'CC BY-ND 4.0 (Attribution-NoDerivatives)'),
  creativeCommons('licenses/by-nc/4.0/', 'CC BY-NC 4.0 (Attribution-NonCommercial)'),
  creativeCommons('licenses/by-nc-sa/4.0/', 'CC BY-NC-SA 4.0 (Attribution-NonCommercial-ShareAlike)'),
  creativeCommons('licenses/by-nc-nd/4.0/', 'CC BY-NC-ND 4.0 (Attribution-NonCommercial-NoDerivatives)'),
  creativeCommons('publicdomain/zero/1.0/', 'CC0 1.0 (Public Domain Dedication)'),
  creativeCommons('publicdomain/mark/1.0/', 'Public Domain Mark 1.0'),
  rightsStatementsOrg('InC', 'In Copyright'),
  rightsStatementsOrg('InC-OW-EU', 'In Copyright - EU Orphan Work'),
  rightsStatementsOrg('InC-EDU', 'In Copyright - Educational Use Permitted'),
  rightsStatementsOrg('InC-NC', 'In Copyright - Non-Commercial Use Permitted'),
  rightsStatementsOrg('InC-RUU', 'In Copyright - Rights-holder(s) Unlocatable or Unidentifiable'),
  rightsStatementsOrg('NoC-CR', 'No Copyright - Contractual Restrictions'),
  rightsStatementsOrg('NoC-NC', 'No Copyright - Non-Commercial Use Only'),
  rightsStatementsOrg('NoC-OKLR', 'No Copyright - Other Known Legal Restrictions'),
  rightsStatementsOrg('NoC-US', 'No Copyright - United States'),
  rightsStatementsOrg('CNE', 'Copyright Not Evaluated'),
  rightsStatementsOrg('UND', 'Copyright Undetermined'),
  rightsStatementsOrg('NKC', 'No Known Copyright'),
];

/** The message of the server's 400 for a URI outside the list (also a translation key). */
export const INVALID_RIGHTS_MESSAGE = 'invalid_rights';

const statementsByUri = new Map(RIGHTS_STATEMENTS.map((statement) => [statement.uri, statement]));

export function isRightsStatementUri(uri: string): boolean {
  return statementsByUri.has(uri);
}

/** The statement a stored URI names, or undefined for one no longer (or never) on the list. */
export function rightsStatement(uri: string): RightsStatement | undefined {
  return statementsByUri.get(uri);
}
