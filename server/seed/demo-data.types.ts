/**
 * The shape of the demo data set. Records reference each other by `key` (a stable slug), never by
 * database id, so the seed can insert them in any order and ids stay stable across runs.
 */
export type LanguagePrefix = 'EN' | 'DE' | 'IT';

export interface DemoPlace {
  key: string;
  /** Real GeoNames id of the populated place. */
  geonameId: number;
  latitude: number;
  longitude: number;
  /** The name as GeoNames gives it (the local toponym). */
  originalName: string;
  names: Record<LanguagePrefix, string>;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

export interface DemoPublisher {
  key: string;
  /** The firm or photographer, as it signed its catalogues. */
  name: string;
  /** One or two sentences, facts only. */
  description: string;
  /** Years of activity, where known. */
  activeFrom?: number;
  activeTo?: number;
}

export interface DemoHolder {
  key: string;
  name: string;
  /** Short siglum shown in lists, e.g. 'KHI'. */
  label: string;
  /** Identifier URI of the institution (its website or authority record). */
  prefix: string;
}

export interface DemoEdition {
  /** e.g. '2nd edition', 'Supplement 1'. */
  editionEnumeration?: string;
  /** Free date text as printed or inferred: '1873', 'ca. 1880', '[1890?]', 'marzo 1887'. Omit when undated. */
  date?: string;
  dateUncertain?: boolean;
  /** The edition's own title when it differs from the catalogue's main title. */
  title?: string;
  physicalDescription?: string;
  /** e.g. '12 albumen prints' ; omit when not illustrated. */
  illustrativeContent?: string;
  annotation?: string;
  citation?: string;
  /** Keys into the publishers, places and holders lists. */
  publishers: string[];
  places: string[];
  holders: string[];
  /** The photographs listed in this edition's (generated) PDF, in order. Used to write its pages. */
  entries: DemoEntry[];
}

export interface DemoEntry {
  /** The number under which the firm sold the photograph. */
  number: number;
  /** Subject as the catalogue lists it, e.g. 'Firenze. Galleria degli Uffizi. Venere dei Medici'. */
  subject: string;
  /** Optional format line, e.g. 'Formato imperiale 52x40'. */
  format?: string;
}

export interface DemoCatalogue {
  key: string;
  /** Short title used in lists. */
  title: string;
  /** The full title as printed on the title page. */
  mainTitle: string;
  editions: DemoEdition[];
}

/** `supplement` is a catalogue published as supplementary content of `catalogue`. */
export interface DemoSupplement {
  catalogue: string;
  supplement: string;
  note?: string;
}

export interface DemoDataSet {
  places: DemoPlace[];
  publishers: DemoPublisher[];
  holders: DemoHolder[];
  catalogues: DemoCatalogue[];
  supplements: DemoSupplement[];
}
