// citation-js ships no types: the little of it the exports and their tests use.
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    /** CSL-JSON items, as parsed from the input. */
    data: Array<Record<string, unknown>>;
    format(format: 'bibtex' | 'biblatex' | 'ris' | 'data', options?: Record<string, unknown>): unknown;
  }
  export const plugins: {
    output: { format(name: string, data: unknown[], options?: Record<string, unknown>): unknown };
  };
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
