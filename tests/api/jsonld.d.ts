// jsonld ships no types: the little of it the linked-data suite uses.
declare module 'jsonld' {
  interface RemoteDocument {
    contextUrl: string | null;
    documentUrl: string;
    document: unknown;
  }
  type DocumentLoader = (url: string) => Promise<RemoteDocument>;
  type ExpandedNode = Record<string, unknown>;
  const jsonld: {
    expand(input: unknown, options?: { documentLoader?: DocumentLoader }): Promise<ExpandedNode[]>;
  };
  export default jsonld;
}
