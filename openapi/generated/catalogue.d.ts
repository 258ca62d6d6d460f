// Generated from openapi/catalogue.yaml by `npm run gen:api`. Do not edit.
export interface paths {
    "/catalogues": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Search and filter catalogues
         * @description `keyword` matches titles, main titles, edition titles, publishers' names and place names in
         *     every language (accent- and case-insensitive; words are matched as prefixes, and a
         *     substring match catches the rest). `title` narrows to catalogues whose title or main title
         *     contains the text. `filter-by` keeps catalogues whose title starts with that letter.
         *     `date-begin`/`date-end` keep catalogues with an edition whose year lies in the range; with
         *     `undated=true` catalogues without any dated edition are kept as well. Catalogues that are
         *     the supplementary content of another catalogue are left out unless `include-supplements=true`.
         */
        get: operations["listCatalogues"];
        put?: never;
        /** Create a catalogue with its first edition */
        post: operations["createCatalogue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogues/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get: operations["getCatalogue"];
        /** Update a catalogue's titles and its first edition */
        put: operations["updateCatalogue"];
        post?: never;
        /** Delete a catalogue, its editions, their PDFs and its supplementary contents */
        delete: operations["deleteCatalogue"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogues/{id}/editions": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** The catalogue and its editions, first edition first */
        get: operations["listCatalogueEditions"];
        put?: never;
        post: operations["createEdition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogues/{catalogueId}/editions/{editionId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        get: operations["getEdition"];
        put: operations["updateEdition"];
        post?: never;
        /** Delete an edition and its PDF (a catalogue keeps at least one edition) */
        delete: operations["deleteEdition"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogues/{catalogueId}/editions/{editionId}/pdf": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        /** The edition's PDF; answers Range requests with 206 */
        get: operations["getEditionPdf"];
        /** Store or replace the edition's PDF and index its text page by page */
        put: operations["uploadEditionPdf"];
        post?: never;
        delete: operations["deleteEditionPdf"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogues/{catalogueId}/editions/{editionId}/pdf/opening": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        /**
         * The bytes of the edition's PDF a viewer reads first, in one answer to a plain GET
         * @description The start and the end of the PDF (its header, and opened at page 1 the first 512 kB, where a
         *     scanned catalogue keeps its first page; the last 64 kB, where the cross-reference table says
         *     where every page lies), as a `multipart/byteranges` body whose parts carry their
         *     `Content-Range` (`bytes 0-524287/45017284`). A small PDF comes whole, in one part. Unlike
         *     a Range request of the PDF, this address can be preloaded by a page's head: the reader's
         *     pages name it, so the PDF starts loading with the HTML. The rest of the file is read with
         *     Range requests of the PDF itself.
         */
        get: operations["getEditionPdfOpening"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogues/{catalogueId}/editions/{editionId}/pdf/words": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        /**
         * Where the words of a search stand on the PDF's OCR pages, for highlighting them
         * @description The words recognised by OCR on the edition's scanned pages that match `keyword` the way the
         *     PDF search does (accent- and case-insensitive, each query word as the start of a word),
         *     page by page, each with its box as fractions of the page (0 to 1 from the top left corner).
         *     Pages whose text came from the PDF's own text layer have no boxes here. At most 2,000 boxes.
         */
        get: operations["getEditionPdfWords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogues/{catalogueId}/editions/{editionId}/ocr": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        /** The OCR of the edition's scanned pages, and whether this server can run it */
        get: operations["getEditionOcr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogues/{catalogueId}/editions/{editionId}/ocr/retry": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a failed OCR job again, from its first page */
        post: operations["retryEditionOcr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogues/{id}/supplementary-contents": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** The catalogue's supplementary contents, and the catalogues it is supplementary content of */
        get: operations["listSupplementaryContents"];
        put?: never;
        post: operations["createSupplementaryContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogues/{id}/supplementary-contents/{supplementaryId}": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
                supplementaryId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put: operations["updateSupplementaryContent"];
        post?: never;
        delete: operations["deleteSupplementaryContent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/editions": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Editions in a compact form, sorted and filtered as the navigation list shows them
         * @description The navigation list reads this in windows as its table scrolls (a collection small enough
         *     for one window is sorted and filtered in the browser). Without `sort` the order is the
         *     catalogue title (accent- and case-folded), then the catalogue, then edition order; a
         *     `sort` column comes first and those three break its ties in both directions. Editions
         *     without publishers, places or a year come last in both directions. `filter` keeps the
         *     editions whose title, publishers, places (any language) or year contain every word,
         *     ignoring case and accents.
         */
        get: operations["listEditions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/editions/pdfs": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Full-text search inside the editions' PDFs
         * @description An edition matches when its PDF holds every word of `keyword` (accent- and case-insensitive,
         *     each word also as a prefix). Editions come in chronological order (undated last), then by
         *     catalogue title. Each hit gives the pages where all the words stand together, or, when they
         *     stand on different pages, the pages holding any of them (the first 20 by page number, and
         *     their number in `matchingPages`), each with a snippet whose `highlights` are character
         *     ranges of the matched words. Without a keyword the answer is empty.
         */
        get: operations["searchEditionPdfs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/editions/comparison": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The numbered entries added, removed and renumbered between two editions
         * @description Compares the numbered entries (the photographs a catalogue lists, "12. Firenze, Ponte
         *     Vecchio") read from two editions' indexed PDF text. Any two editions can be compared, also
         *     of different catalogues (a catalogue and its supplement). An entry of `to` with the same
         *     number and the same text (case, accents, punctuation and spacing ignored) as one of `from`
         *     is unchanged; one whose text stands in `from` under another number is renumbered (a text
         *     listed several times is paired in order); the rest are added (only in `to`) or removed
         *     (only in `from`), so a changed text under the same number is removed and added. Each list
         *     is ordered by number (numerically, then as text: 12, 12a, 12bis, 13), with the page of the
         *     PDF the entry stands on. Refused with 400 `same_edition` for one edition twice, 404 when an
         *     edition does not exist, and 409 `edition_without_pdf` or `edition_text_not_indexed` (the
         *     text is not indexed yet, or the scan has no text), whose message says which edition.
         */
        get: operations["compareEditions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/holders": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get: operations["listHolders"];
        put?: never;
        post: operations["createHolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/holders/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get: operations["getHolder"];
        put: operations["updateHolder"];
        post?: never;
        delete: operations["deleteHolder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/holders/{id}/catalogues": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Catalogues held by the institution, one entry per held edition */
        get: operations["listHolderCatalogues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/places": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * @description `name` matches place names in the language of `lang`, or in every language when `lang` is
         *     empty (the names are then answered per language). `publishers` keeps places where one of
         *     those publishers published an edition.
         */
        get: operations["listPlaces"];
        put?: never;
        post: operations["createPlace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/places/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get: operations["getPlace"];
        put: operations["updatePlace"];
        post?: never;
        delete: operations["deletePlace"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/places/{id}/editions": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get?: never;
        /** Move the place's editions (all, or the listed ones) to another place */
        put: operations["movePlaceEditions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/places/{id}/catalogues": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Catalogues published in the place, one entry per edition published there */
        get: operations["listPlaceCatalogues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publishers": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * @description `date-begin`/`date-end` keep publishers with an edition in that year range; `places` keeps
         *     publishers that published an edition in one of those places.
         */
        get: operations["listPublishers"];
        put?: never;
        post: operations["createPublisher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publishers/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get: operations["getPublisher"];
        put: operations["updatePublisher"];
        post?: never;
        delete: operations["deletePublisher"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publishers/{id}/catalogues": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /** Catalogues of the publisher, one entry per edition it published */
        get: operations["listPublisherCatalogues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publishers/{id}/timeline": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The publisher's editions on a time axis, one lane per place of publication
         * @description Every edition the publisher published, in one lane per place of publication (an edition
         *     published in two places is in both lanes; one without a place in a lane whose `place` is
         *     null), lanes ordered by their first dated edition. Editions without a dated interval are
         *     in `undated`, never in a lane. Place names are in the `lang` language.
         */
        get: operations["getPublisherTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogues/{id}/timeline": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        /**
         * The catalogue's editions and its supplementary contents on a time axis
         * @description A lane for the catalogue's own editions, then one per catalogue that is its supplementary
         *     content (`supplementaryContent`) and one per catalogue it is supplementary content of
         *     (`supplementaryContentOf`), each with that catalogue's editions and their page counts.
         *     Editions without a dated interval are in `undated`. Place names are in the `lang` language.
         */
        get: operations["getCatalogueTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contextual-search": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a query tree, or suggest inputs for one of its nodes
         * @description With `query`, the node list is compiled into one SQL query: the first node's subject is what
         *     is searched for; each node is a predicate on it, joined to the previous node by its own
         *     `condition` (AND binds tighter than OR, as in SQL). A node whose `object` is a relation
         *     (publisher, place, holder, catalogue) matches related entities by id (a numeric `input`) or
         *     by name/title (any other text), and its `where` nodes, whose subject is the related entity,
         *     narrow the related entities further. Relations run through editions: a publisher is related
         *     to a place when it published an edition there. Answers `{ subject, result, pagination }`.
         *
         *     With `suggest`, answers a list of input suggestions for that subject and object, such as
         *     `{ place: '3', placeLabel: 'Firenze' }` or `{ catalogue: '12', mainTitle: '…' }`.
         */
        post: operations["contextualSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Catalogues and editions per decade, per place and per publisher over time
         * @description Takes the catalogue list's filters. A catalogue counts where one of its editions is dated:
         *     in every decade that edition's interval touches (with `date-match=within`, only in the
         *     decade that wholly holds it), clipped to `date-begin`/`date-end`. So a decade's
         *     `catalogues` equals the total of `GET /catalogues` with the same filters and the decade's
         *     `dateBegin`/`dateEnd` as its range (and `undated` off), a place's the total with
         *     `places={placeId}`, a publisher's the total with `publishers={publisherId}`.
         *     `editions` counts the editions of those catalogues that themselves pass the place, holder,
         *     publisher and date filters. Places are the most catalogues first, publishers the most
         *     editions first; with a `places` or `publishers` filter, only those.
         */
        get: operations["catalogueStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/maps/catalogues": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Places of publication, each with the number of catalogues published there
         * @description Takes the catalogue list's filters. A place's `count` is the number of catalogues that pass
         *     them and have an edition published there, so it equals the total of
         *     `GET /catalogues?places={placeId}` with the same filters. `places` keeps only those places.
         *     Places without coordinates are counted in `withoutCoordinates` instead of listed.
         */
        get: operations["mapCatalogues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/maps/publishers": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Places of activity, each with the number of publishers active there
         * @description Takes the publisher list's filters. A place's `count` is the number of publishers that pass
         *     them and published an edition there, so it equals the total of
         *     `GET /publishers?places={placeId}` with the same filters. `places` keeps only those places.
         */
        get: operations["mapPublishers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geonames": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /** Look up populated places (offline gazetteer, or the GeoNames web service when configured) */
        get: operations["searchGeonames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/geonames/{id}": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        get: operations["getGeoname"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/signin": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange credentials for a bearer token (the email is trimmed and lowercased) */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (staff only) */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/client-errors": {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The browser app reports a failed request here; the server logs it */
        post: operations["reportClientError"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/context.jsonld": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The JSON-LD context of the records' linked data
         * @description The `@context` every linked-data answer names by its absolute address: our terms (`Book`,
         *     `publisher`, `sameAs`, …) as schema.org IRIs (`http://schema.org/…`), so a JSON-LD
         *     processor expands them without fetching anything from schema.org. It changes only with the
         *     application; it may be cached for a day.
         */
        get: operations["getLinkedDataContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Id: number;
        /** @description Up to 200 ids (1 to 2147483647) separated by commas */
        IdList: string;
        Year: number;
        SearchText: string;
        Pagination: {
            /** @description Number of pages */
            pages: number;
            /** @description Number of entries */
            count: number;
        };
        Error: {
            statusCode: number;
            error: string;
            message: string | string[];
        };
        /** @description Names per language prefix, e.g. { "EN": "Florence", "DE": "Florenz", "IT": "Firenze" } */
        LocalizedNames: {
            [key: string]: string;
        };
        /** @description The name in the requested language, or the names per language when no language was asked for */
        PlaceName: string | components["schemas"]["LocalizedNames"];
        PublisherRef: {
            id: number;
            /** @description Identifier URI; its last path segment is the id */
            uri: string;
            name: string;
        };
        PlaceRef: {
            id: number;
            uri: string;
            name: components["schemas"]["PlaceName"];
            names: components["schemas"]["LocalizedNames"];
            geonameId: number | null;
            latitude: number | null;
            longitude: number | null;
        };
        HolderRef: {
            id: number;
            uri: string;
            name: string;
            label: string | null;
        };
        PdfFile: {
            /** @description Where the PDF is served (Range requests supported) */
            url: string;
            /** @description Bytes */
            size: number;
            /** @description Pages found in the file */
            pages: number;
            /**
             * @description Whether the search inside the catalogues can find this PDF's text: `indexed` (its text
             *     was extracted page by page), `no-text` (read, but it has no text layer: a scan), `ocr`
             *     (no text layer, but OCR has recognised text on its page images), `failed`
             *     (the text could not be extracted in the time, memory and page limits, or the file is
             *     damaged; the PDF is still stored and served).
             * @enum {string}
             */
            textStatus: "indexed" | "no-text" | "ocr" | "failed";
        };
        CatalogueRef: {
            id: number;
            title: string;
            mainTitle: string;
        };
        Edition: {
            id: number;
            /** @description The id as text */
            editionId: string;
            uri: string;
            catalogueId: number;
            catalogue: components["schemas"]["CatalogueRef"];
            /** @description 1 for the first version */
            position: number;
            /** @description The edition's own title where it differs from the catalogue's */
            title: string | null;
            /** @description The date as printed or inferred */
            date: string | null;
            /** @description First 4-digit year 1000-2999 of the date */
            year: number | null;
            dateUncertain: boolean;
            /** @description The date read as EDTF (Library of Congress, level 1): `1890~`, `1885/1890`, `1890?`, `189X`, `../1899`; null when undated or not understood */
            dateEdtf: string | null;
            /**
             * Format: date
             * @description First day the date may fall on (inclusive); with dateTo
             */
            dateFrom: string | null;
            /**
             * Format: date
             * @description Last day the date may fall on (inclusive)
             */
            dateTo: string | null;
            /** @description dateEdtf is a staff correction, kept when the written date is read again */
            dateEdtfByStaff: boolean;
            editionEnumeration: string | null;
            physicalDescription: string | null;
            illustrativeContent: string | null;
            hasAnnotation: boolean;
            annotation: string | null;
            citation: string | null;
            pdfPageCount: number | null;
            pdf: components["schemas"]["PdfFile"] | null;
            /** @description IIIF Image API base URL of the cover */
            imageSrc: string | null;
            /** @description The edition's page in the web app */
            url: string;
            /**
             * @description The edition's rights statement: a Creative Commons licence or public domain tool, or a
             *     RightsStatements.org statement, as its URI (`http://rightsstatements.org/vocab/InC/1.0/`).
             *     Null: not stated.
             */
            rights: string | null;
            publishers: components["schemas"]["PublisherRef"][];
            places: components["schemas"]["PlaceRef"][];
            holders: components["schemas"]["HolderRef"][];
        };
        EditionEnvelope: {
            edition: components["schemas"]["Edition"];
        };
        /** @description One row of the navigation list, kept small because the list asks for thousands */
        EditionListItem: {
            id: number;
            catalogueId: number;
            /** @description The catalogue's title */
            title: string;
            position: number;
            date: string | null;
            year: number | null;
            publishers: {
                id: number;
                name: string;
            }[];
            places: {
                id: number;
                name: components["schemas"]["PlaceName"];
            }[];
        };
        Catalogue: {
            id: number;
            uri: string;
            title: string;
            mainTitle: string;
            /** @description Year of the first edition */
            year: number | null;
            /** @description The catalogue is supplementary content of another */
            isSupplement: boolean;
            editionCount: number;
            /** @description Its editions, first version first */
            editions: components["schemas"]["Edition"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CatalogueEnvelope: {
            catalogue: components["schemas"]["Catalogue"];
        };
        EditionInput: {
            title?: string | null;
            date?: string | null;
            dateUncertain?: boolean;
            dateEdtf?: components["schemas"]["DateEdtfInput"];
            editionEnumeration?: string | null;
            physicalDescription?: string | null;
            illustrativeContent?: string | null;
            hasAnnotation?: boolean;
            annotation?: string | null;
            citation?: string | null;
            pdfPageCount?: number | null;
            /** @description A multimedia id to use as the cover */
            imageId?: number | null;
            rights?: components["schemas"]["RightsInput"];
            publishers?: components["schemas"]["Id"][];
            places?: components["schemas"]["Id"][];
            holders?: components["schemas"]["Id"][];
        };
        /**
         * @description A staff correction of how the date is read, as EDTF level 1 (`1890~`, `1885/1890`, `../1899`).
         *     Absent: unchanged. Null or blank: read from the written date again. Anything that is not valid
         *     EDTF answers 400 `invalid_date_edtf`.
         */
        DateEdtfInput: string | null;
        /**
         * @description A rights statement URI, exactly as listed in common/rights-statements.ts: the Creative
         *     Commons 4.0 licences, CC0 1.0, the Public Domain Mark 1.0 and the twelve RightsStatements.org
         *     statements, written with `http://` (`http://creativecommons.org/licenses/by/4.0/`). Null or
         *     blank: none. Any other value answers 400 `invalid_rights`.
         */
        RightsInput: string | null;
        /** @description The catalogue's titles and the fields of its first edition, as in the dashboard form */
        CatalogueInput: {
            mainTitle: string;
            /** @description The short title used in lists; defaults to the main title */
            title?: string | null;
            date?: string | null;
            dateUncertain?: boolean;
            dateEdtf?: components["schemas"]["DateEdtfInput"];
            editionEnumeration?: string | null;
            physicalDescription?: string | null;
            illustrativeContent?: string | null;
            hasAnnotation?: boolean;
            annotation?: string | null;
            citation?: string | null;
            pdfPageCount?: number | null;
            /** @description A multimedia id to use as the cover */
            imageId?: number | null;
            rights?: components["schemas"]["RightsInput"];
            publishers?: components["schemas"]["Id"][];
            places?: components["schemas"]["Id"][];
            holders?: components["schemas"]["Id"][];
        };
        SupplementaryContent: {
            id: number;
            /** @description The catalogue the content supplements */
            catalogueId: number;
            /** @description The catalogue that is the supplement */
            supplementCatalogueId: number | null;
            title: string | null;
            note: string | null;
            /** @description The other catalogue of the pair (the supplement, or for supplementaryContentsOf the supplemented one) */
            catalogue: components["schemas"]["Catalogue"] | null;
        };
        SupplementaryContentEnvelope: {
            supplementaryContent: components["schemas"]["SupplementaryContent"];
        };
        SupplementaryContentInput: {
            supplementCatalogueId?: number | null;
            title?: string | null;
            note?: string | null;
        };
        RelatedCatalogue: {
            id: number;
            title: string;
            mainTitle: string;
            edition: components["schemas"]["Edition"];
        };
        Holder: {
            id: number;
            uri: string;
            name: string;
            /** @description Short siglum */
            label: string | null;
            /** @description Identifier URI of the institution */
            prefix: string | null;
            /** @description Its Wikidata item (`Q1056526`) */
            wikidata: string | null;
            /** @description Its ISIL, ISO 15511 (`IT-FI0098`): a prefix, a hyphen, 16 characters at most */
            isil: string | null;
            /** @description The id as text */
            value: string;
            /** @description Number of catalogues with an edition held here */
            catalogues: number;
        };
        HolderEnvelope: {
            holder: components["schemas"]["Holder"];
        };
        HolderInput: {
            name: string;
            label?: string | null;
            prefix?: string | null;
            /**
             * @description A Wikidata item: `Q` and digits; `q42` and the item's wikidata.org address are taken
             *     and stored as `Q42`. Absent or null: none. Anything else answers 400 `invalid_wikidata`.
             */
            wikidata?: components["schemas"]["AuthorityIdInput"];
            /**
             * @description An ISIL (ISO 15511): a prefix of 1 to 4 letters or digits, a hyphen, then letters,
             *     digits, `-`, `/` or `:`, 16 characters at most; stored as written, trimmed. Absent or
             *     null: none. Anything else answers 400 `invalid_isil`.
             */
            isil?: components["schemas"]["AuthorityIdInput"];
        };
        Place: {
            id: number;
            uri: string;
            name: components["schemas"]["PlaceName"];
            names: components["schemas"]["LocalizedNames"];
            /** @description The name from the GeoNames lookup */
            originalName: string | null;
            geonameId: number | null;
            latitude: number | null;
            longitude: number | null;
            countryCode: string | null;
            label: string | null;
            prefix: string | null;
            /** @description Number of catalogues with an edition published here */
            catalogues: number;
            /** @description Number of publishers with an edition published here */
            publishers: number;
        };
        PlaceEnvelope: {
            place: components["schemas"]["Place"];
        };
        PlaceInput: {
            names: {
                [key: string]: string;
            };
            originalName?: string | null;
            geonameId?: number | null;
            latitude?: number | null;
            longitude?: number | null;
            countryCode?: string | null;
            label?: string | null;
            prefix?: string | null;
        };
        Publisher: {
            id: number;
            uri: string;
            name: string;
            description: string | null;
            activeFrom: number | null;
            activeTo: number | null;
            /** @description Its Wikidata item (`Q1056526`) */
            wikidata: string | null;
            /** @description Its Getty ULAN id (`500115588`) */
            ulan: string | null;
            /** @description Its ISNI, 16 characters without spaces (`0000000121032683`) */
            isni: string | null;
            /** @description Number of catalogues with an edition by this publisher */
            catalogues: number;
            /** @description Year of its earliest dated edition */
            firstYear: number | null;
            /** @description Year of its latest dated edition */
            lastYear: number | null;
            /** @description Places where it published editions */
            places: components["schemas"]["PlaceRef"][];
        };
        PublisherEnvelope: {
            publisher: components["schemas"]["Publisher"][];
        };
        PublisherInput: {
            name: string;
            description?: string | null;
            activeFrom?: number | null;
            activeTo?: number | null;
            /**
             * @description A Wikidata item: `Q` and digits; `q42` and the item's wikidata.org address are taken
             *     and stored as `Q42`. Absent or null: none. Anything else answers 400 `invalid_wikidata`.
             */
            wikidata?: components["schemas"]["AuthorityIdInput"];
            /**
             * @description A Getty ULAN id: nine digits starting with 500; its vocab.getty.edu address is taken.
             *     Absent or null: none. Anything else answers 400 `invalid_ulan`.
             */
            ulan?: components["schemas"]["AuthorityIdInput"];
            /**
             * @description An ISNI (ISO 27729): 15 digits and a check character (a digit or X) that must be right
             *     (ISO 7064 MOD 11-2). Spaces, a lower-case x, an `ISNI` prefix and the isni.org address
             *     are taken; stored as the 16 characters alone. Absent or null: none. Anything else
             *     answers 400 `invalid_isni`.
             */
            isni?: components["schemas"]["AuthorityIdInput"];
        };
        /**
         * @description A record's schema.org description in JSON-LD (see "Linked data" above): `@context` names
         *     this API's context document, `@id` is the record's public page.
         */
        LinkedData: {
            /** @description The absolute address of `GET /context.jsonld` */
            "@context": string;
            "@id": string;
            "@type": string | string[];
        } & {
            [key: string]: unknown;
        };
        /** @description A JSON-LD context document */
        LinkedDataContext: {
            "@context": Record<string, never>;
        };
        AuthorityIdInput: string | null;
        /** @enum {string} */
        Subject: "catalogue" | "publisher" | "place" | "holder";
        /**
         * @description A field (title, name, keyword, yearFrom, yearTo) or a relation (publisher, place, holder,
         *     catalogue). catalogue: title, keyword, publisher, place, holder, yearFrom, yearTo;
         *     publisher, place, holder: name, the other three relations, yearFrom, yearTo.
         * @enum {string}
         */
        QueryObject: "title" | "name" | "keyword" | "yearFrom" | "yearTo" | "publisher" | "place" | "holder" | "catalogue";
        QueryNode: {
            query: {
                subject: components["schemas"]["Subject"];
                object: components["schemas"]["QueryObject"];
                input?: string | null;
                /**
                 * @description For yearFrom and yearTo, as `date-match` of the lists: `overlap` (default) keeps an entity with an edition whose dated interval reaches into the open range from (or up to) that year, `within` only one whose interval lies certainly inside it ("ca. 1890" is 1885-1895). Refused on other objects.
                 * @enum {string}
                 */
                dateMatch?: "overlap" | "within";
            };
            /**
             * @description How this node joins the previous one
             * @default AND
             * @enum {string}
             */
            condition: "AND" | "OR";
            conditionsDisabled?: boolean;
            where?: components["schemas"]["QueryNode"][];
        };
        ContextualSearchRequest: {
            query?: components["schemas"]["QueryNode"][];
            suggest?: {
                subject: components["schemas"]["Subject"];
                object: components["schemas"]["QueryObject"];
                input?: string;
                /** @default 10 */
                limit: number;
            };
        };
        ContextualResultItem: {
            type: components["schemas"]["Subject"];
            id: number;
            label: string;
            catalogue?: components["schemas"]["Catalogue"];
            publisher?: components["schemas"]["Publisher"];
            place?: components["schemas"]["Place"];
            holder?: components["schemas"]["Holder"];
        };
        ContextualSearchResult: {
            subject: components["schemas"]["Subject"];
            result: components["schemas"]["ContextualResultItem"][];
            pagination: components["schemas"]["Pagination"];
        };
        ContextualSuggestion: {
            catalogue?: string;
            mainTitle?: string;
            publisher?: string;
            publisherLabel?: string;
            place?: string;
            placeLabel?: string;
            holder?: string;
            holderLabel?: string;
        };
        StatisticsDecade: {
            /** @description The decade's first year: 1880 for the 1880s */
            decade: number;
            /** @description The decade's first year within the filter's range */
            dateBegin: number;
            /** @description The decade's last year within the filter's range */
            dateEnd: number;
            catalogues: number;
            editions: number;
        };
        StatisticsPlace: {
            placeId: number;
            /** @description The place's name in the language of `lang` */
            name: string;
            catalogues: number;
            editions: number;
        };
        StatisticsPublisher: {
            publisherId: number;
            name: string;
            catalogues: number;
            editions: number;
            /** @description The publisher's editions per decade, over the decades of `Statistics.decades` */
            decades: components["schemas"]["StatisticsDecade"][];
        };
        Statistics: {
            /** @description Every decade from the first dated one to the last, empty ones included */
            decades: components["schemas"]["StatisticsDecade"][];
            /** @description The places with the most catalogues */
            places: components["schemas"]["StatisticsPlace"][];
            /** @description The publishers with the most editions */
            publishers: components["schemas"]["StatisticsPublisher"][];
        };
        MapPoint: {
            placeId: number;
            /** @description The place's name in the language of `lang` */
            name: string;
            latitude: number;
            longitude: number;
            count: number;
        };
        MapPoints: {
            points: components["schemas"]["MapPoint"][];
            /** @description Matching places that have no coordinates */
            withoutCoordinates: number;
        };
        PdfPageMatch: {
            page: number;
            snippet: string;
            highlights: {
                start: number;
                end: number;
            }[];
        };
        OcrState: {
            engine: {
                /** @description Whether this server runs OCR jobs */
                available: boolean;
                /** @description Why not */
                reason: string | null;
            };
            /** @description The OCR of the edition's current PDF; null when none was needed or it has no PDF */
            job: null | {
                /** @enum {string} */
                status: "queued" | "running" | "done" | "failed";
                pagesDone: number;
                /** @description Null until the pages are counted */
                pagesTotal: number | null;
                /** @description Pages that could not be drawn or read, left out */
                skippedPages: number[];
                /** @description Why the job failed */
                error: string | null;
                attempts: number;
                /** Format: date-time */
                updatedAt: string;
            };
        };
        OcrPageWords: {
            pages: {
                page: number;
                words: {
                    text: string;
                    left: number;
                    top: number;
                    width: number;
                    height: number;
                }[];
            }[];
        };
        PdfSearchHit: {
            edition: components["schemas"]["Edition"];
            /** @description Number of pages that match */
            matchingPages: number;
            matches: components["schemas"]["PdfPageMatch"][];
        };
        GeoName: {
            geonameId: number;
            name: string;
            toponymName: string;
            countryCode: string;
            countryName: string;
            adminCode1?: string;
            lat: string;
            lng: string;
            population: number;
            fcl: string;
            fcode: string;
        };
        GeoNameDetail: components["schemas"]["GeoName"] & {
            alternateNames: {
                name: string;
                lang: string;
            }[];
        };
        TimelineEdition: {
            catalogueId: number;
            editionId: number;
            /** @description The edition's version number in its catalogue (1 is the first) */
            position: number;
            /** @description The title of the edition's catalogue */
            title: string;
            /** @description The date as written */
            date: string | null;
            /** @description The date understood */
            edtf: string | null;
            /**
             * Format: date
             * @description First day of the dated interval
             */
            from: string | null;
            /**
             * Format: date
             * @description Last day of the dated interval (inclusive)
             */
            to: string | null;
            /**
             * @description Drawn as a range, not a point: the date is approximate or uncertain (EDTF `~`, `?`, `%`,
             *     or marked not certain by staff) or its interval spans more than a year
             */
            range: boolean;
            /** @description Pages of its PDF, else the page count staff recorded */
            pages: number | null;
            /** @description Numbered entries (photographs) read from its PDF's text; null while the text is not indexed, or not read yet (the server reads older editions in the background after it starts) */
            numberedEntries: number | null;
            places: components["schemas"]["TimelinePlace"][];
        };
        TimelinePlace: {
            id: number;
            name: components["schemas"]["PlaceName"];
        };
        PublisherTimeline: {
            publisher: {
                id: number;
                name: string;
            };
            lanes: {
                place: components["schemas"]["TimelinePlace"] | null;
                editions: components["schemas"]["TimelineEdition"][];
            }[];
            undated: components["schemas"]["TimelineEdition"][];
        };
        CatalogueTimeline: {
            catalogue: {
                id: number;
                title: string;
            };
            lanes: {
                /** @enum {string} */
                kind: "editions" | "supplementaryContent" | "supplementaryContentOf";
                catalogue: {
                    id: number;
                    title: string;
                };
                editions: components["schemas"]["TimelineEdition"][];
            }[];
            undated: components["schemas"]["TimelineEdition"][];
        };
        ComparedEdition: {
            catalogueId: number;
            editionId: number;
            catalogueTitle: string;
            /** @description The edition's enumeration as written ("2nd edition") */
            editionEnumeration: string | null;
            /** @description The date as written */
            date: string | null;
            /** @description Pages of its PDF */
            pdfPages: number;
            /** @description Numbered entries found in its text */
            entries: number;
        };
        EditionComparison: {
            from: components["schemas"]["ComparedEdition"];
            to: components["schemas"]["ComparedEdition"];
            /** @description Entries of `to` that are not in `from` */
            added: {
                /** @description The number as printed, without its punctuation: "12", "12a", "12bis" */
                number: string;
                text: string;
                /** @description The page of `to`'s PDF (1-based) */
                toPage: number;
            }[];
            /** @description Entries of `from` that are not in `to` */
            removed: {
                number: string;
                text: string;
                /** @description The page of `from`'s PDF (1-based) */
                fromPage: number;
            }[];
            /** @description Entries whose text stands in both editions under different numbers, ordered by `toNumber` */
            renumbered: {
                fromNumber: string;
                toNumber: string;
                /** @description The entry's text as `to` writes it */
                text: string;
                fromPage: number;
                toPage: number;
            }[];
            /** @description Entries with the same number and the same text in both */
            unchanged: number;
        };
        User: {
            id: number;
            name: string;
            email: string;
            organisation: string | null;
            phone: string | null;
            /** @enum {string} */
            role: "ADMIN" | "USER";
            scholarity: string | null;
        };
        UserInput: {
            name: string;
            /** Format: email */
            email: string;
            password: string;
            /** @enum {string} */
            role: "ADMIN" | "USER";
            organisation?: string | null;
            phone?: string | null;
            scholarity?: string | null;
        };
    };
    responses: {
        /** @description Invalid input; `message` lists what is wrong */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid token (`unauthorized`), or wrong credentials (`invalid_credentials`) */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The token's user may not do this (`forbidden`) */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such entry (`not_found`) */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The change conflicts with other data */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The file is larger than the configured limit (`payload_too_large`) */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The file is not of an accepted type (`invalid_pdf`) */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts; try again later (`too_many_requests`) */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The `Accept` header allows neither JSON nor another format this call answers (an export,
         *     JSON-LD): `not_acceptable: …` lists the media types it answers.
         */
        NotAcceptable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The export would hold more than 10,000 entries (`export_limit_exceeded: an export holds at
         *     most 10000 entries …`): narrow the filters.
         */
        ExportTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A page of related catalogues, each with the edition that relates it */
        RelatedCatalogues: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    catalogues: components["schemas"]["RelatedCatalogue"][];
                    pagination: components["schemas"]["Pagination"];
                };
            };
        };
    };
    parameters: {
        /** @description GUEST, ADMIN or USER; informational, never trusted */
        RoleHeader: string;
        /** @description The UI locale */
        LanguageHeader: string;
        ProjectIdHeader: string;
        ProjectNameHeader: string;
        IdPath: components["schemas"]["Id"];
        CatalogueIdPath: components["schemas"]["Id"];
        EditionIdPath: components["schemas"]["Id"];
        Page: number;
        /** @description Entries per page, at most 100 */
        PerPage: number;
        /** @description Rows per page (the navigation list reads windows of a few hundred) */
        EditionsPerPage: number;
        /** @description Initial letter of the title or name (accent-folded); '#' for names starting with a digit or sign */
        FilterBy: string;
        /** @description Only entries with at least one edition */
        HasEditions: boolean;
        /** @description Earliest edition year */
        DateBegin: components["schemas"]["Year"];
        /** @description Latest edition year */
        DateEnd: components["schemas"]["Year"];
        /** @description How an edition's dated interval meets date-begin/date-end: `overlap` (default) keeps editions whose interval overlaps the range, `within` only those whose interval lies certainly inside it */
        DateMatch: "overlap" | "within";
        /** @description Comma list of place ids */
        Places: components["schemas"]["IdList"];
        /** @description Comma list of holder ids */
        Holders: components["schemas"]["IdList"];
        /** @description Comma list of publisher ids */
        Publishers: components["schemas"]["IdList"];
        /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
        Lang: string;
        /**
         * @description Answer with a file to download instead of JSON (see "Exports" above): `csv`, `bibtex`, `ris`
         *     or `csl-json`; `json` is the call's JSON. Decides over the `Accept` header.
         */
        Format: "json" | "csv" | "bibtex" | "ris" | "csl-json";
        /**
         * @description Answer with a file to download instead of JSON (see "Exports" above): `csv`, `bibtex`, `ris`
         *     or `csl-json`; or with the record's linked data (`jsonld`, see "Linked data" above); `json`
         *     is the call's JSON. Decides over the `Accept` header.
         */
        RecordFormat: "json" | "jsonld" | "csv" | "bibtex" | "ris" | "csl-json";
        /**
         * @description `jsonld` answers the record's linked data (see "Linked data" above), `json` the call's JSON.
         *     Decides over the `Accept` header.
         */
        LinkedDataFormat: "json" | "jsonld";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listCatalogues: {
        parameters: {
            query?: {
                /**
                 * @description Answer with a file to download instead of JSON (see "Exports" above): `csv`, `bibtex`, `ris`
                 *     or `csl-json`; `json` is the call's JSON. Decides over the `Accept` header.
                 */
                format?: components["parameters"]["Format"];
                keyword?: components["schemas"]["SearchText"];
                title?: components["schemas"]["SearchText"];
                /** @description Initial letter of the title or name (accent-folded); '#' for names starting with a digit or sign */
                "filter-by"?: components["parameters"]["FilterBy"];
                page?: components["parameters"]["Page"];
                /** @description Entries per page, at most 100 */
                "per-page"?: components["parameters"]["PerPage"];
                /** @description Earliest edition year */
                "date-begin"?: components["parameters"]["DateBegin"];
                /** @description Latest edition year */
                "date-end"?: components["parameters"]["DateEnd"];
                /** @description How an edition's dated interval meets date-begin/date-end: `overlap` (default) keeps editions whose interval overlaps the range, `within` only those whose interval lies certainly inside it */
                "date-match"?: components["parameters"]["DateMatch"];
                /** @description Comma list of place ids */
                places?: components["parameters"]["Places"];
                /** @description Comma list of holder ids */
                holders?: components["parameters"]["Holders"];
                /** @description Comma list of publisher ids */
                publishers?: components["parameters"]["Publishers"];
                /**
                 * @description Comma list of catalogue ids: only these catalogues (a visitor's collection, a shared
                 *     link). Supplements among them are kept; the other filters still apply, and ids that name
                 *     no catalogue are left out.
                 */
                ids?: components["schemas"]["IdList"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
                /** @description `with`: only catalogues with an illustrated edition; `without`: only those with none. */
                "illustrative-content"?: "all" | "with" | "without";
                "include-supplements"?: boolean;
                /** @description With a year range, also keep catalogues that have no dated edition. */
                undated?: boolean;
                /**
                 * @description The order of the list: by title (default), by the year of the first edition (undated
                 *     last, then by title), or the most recently added first.
                 */
                sort?: "title" | "year" | "recent";
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of catalogues */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        catalogues: components["schemas"]["Catalogue"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["ExportTooLarge"];
        };
    };
    createCatalogue: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CatalogueInput"];
            };
        };
        responses: {
            /** @description The created catalogue */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogueEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getCatalogue: {
        parameters: {
            query?: {
                /**
                 * @description Answer with a file to download instead of JSON (see "Exports" above): `csv`, `bibtex`, `ris`
                 *     or `csl-json`; or with the record's linked data (`jsonld`, see "Linked data" above); `json`
                 *     is the call's JSON. Decides over the `Accept` header.
                 */
                format?: components["parameters"]["RecordFormat"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue with its editions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogueEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["ExportTooLarge"];
        };
    };
    updateCatalogue: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CatalogueInput"];
            };
        };
        responses: {
            /** @description The updated catalogue */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogueEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteCatalogue: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCatalogueEditions: {
        parameters: {
            query?: {
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue and its editions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        catalogue: components["schemas"]["Catalogue"];
                        editions: components["schemas"]["Edition"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    createEdition: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditionInput"];
            };
        };
        responses: {
            /** @description The created edition */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditionEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEdition: {
        parameters: {
            query?: {
                /**
                 * @description Answer with a file to download instead of JSON (see "Exports" above): `csv`, `bibtex`, `ris`
                 *     or `csl-json`; or with the record's linked data (`jsonld`, see "Linked data" above); `json`
                 *     is the call's JSON. Decides over the `Accept` header.
                 */
                format?: components["parameters"]["RecordFormat"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The edition */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditionEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["ExportTooLarge"];
        };
    };
    updateEdition: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EditionInput"];
            };
        };
        responses: {
            /** @description The updated edition */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditionEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteEdition: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getEditionPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
                range?: string;
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The requested byte range */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadEditionPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    pdf: string;
                };
            };
        };
        responses: {
            /** @description The edition with its PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditionEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteEditionPdf: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getEditionPdfOpening: {
        parameters: {
            query?: {
                /** @description The page the viewer opens at; past the first, only the header is sent from the start */
                page?: number;
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF's opening bytes, part by part */
            200: {
                headers: {
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "multipart/byteranges": string;
                };
            };
            /** @description The copy the client holds (If-None-Match) is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getEditionPdfWords: {
        parameters: {
            query: {
                keyword: components["schemas"]["SearchText"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching words of the OCR pages, by page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OcrPageWords"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getEditionOcr: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The edition's OCR job (null when it has none) and the engine's state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OcrState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    retryEditionOcr: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                catalogueId: components["parameters"]["CatalogueIdPath"];
                editionId: components["parameters"]["EditionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job, queued again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OcrState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listSupplementaryContents: {
        parameters: {
            query?: {
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Both directions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        supplementaryContents: components["schemas"]["SupplementaryContent"][];
                        supplementaryContentsOf: components["schemas"]["SupplementaryContent"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    createSupplementaryContent: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupplementaryContentInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplementaryContentEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    updateSupplementaryContent: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
                supplementaryId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupplementaryContentInput"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplementaryContentEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteSupplementaryContent: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
                supplementaryId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listEditions: {
        parameters: {
            query?: {
                keyword?: components["schemas"]["SearchText"];
                page?: components["parameters"]["Page"];
                /** @description Rows per page (the navigation list reads windows of a few hundred) */
                "per-page"?: components["parameters"]["EditionsPerPage"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
                /** @description The column to sort by; places by their names in `lang` */
                sort?: "title" | "publishers" | "places" | "year";
                direction?: "asc" | "desc";
                /** @description Words that must all appear in the row, each anywhere in the title, publishers, places or year */
                filter?: components["schemas"]["SearchText"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of editions in the order asked for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        editions: components["schemas"]["EditionListItem"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    searchEditionPdfs: {
        parameters: {
            query?: {
                /**
                 * @description Answer with a file to download instead of JSON (see "Exports" above): `csv`, `bibtex`, `ris`
                 *     or `csl-json`; `json` is the call's JSON. Decides over the `Accept` header.
                 */
                format?: components["parameters"]["Format"];
                keyword?: components["schemas"]["SearchText"];
                page?: components["parameters"]["Page"];
                "per-page"?: number;
                /** @description Earliest edition year */
                "date-begin"?: components["parameters"]["DateBegin"];
                /** @description Latest edition year */
                "date-end"?: components["parameters"]["DateEnd"];
                /** @description How an edition's dated interval meets date-begin/date-end: `overlap` (default) keeps editions whose interval overlaps the range, `within` only those whose interval lies certainly inside it */
                "date-match"?: components["parameters"]["DateMatch"];
                /** @description Comma list of place ids */
                places?: components["parameters"]["Places"];
                /** @description Comma list of holder ids */
                holders?: components["parameters"]["Holders"];
                /** @description Comma list of publisher ids */
                publishers?: components["parameters"]["Publishers"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of editions whose PDF text matches */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PdfSearchHit"][];
                        /** @description Number of matching editions */
                        count: number;
                        /** @description Number of result pages */
                        pages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["ExportTooLarge"];
        };
    };
    compareEditions: {
        parameters: {
            query: {
                /** @description The earlier edition */
                from: components["schemas"]["Id"];
                /** @description The later edition */
                to: components["schemas"]["Id"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comparison of the two editions' entries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditionComparison"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /**
             * @description An edition has no PDF or its PDF's text is not indexed (yet, or a scan without text):
             *     `message` is the code, then which edition, as in
             *     `edition_without_pdf: to edition 42` or `edition_text_not_indexed: from edition 7`
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listHolders: {
        parameters: {
            query?: {
                keyword?: components["schemas"]["SearchText"];
                page?: components["parameters"]["Page"];
                /** @description Entries per page, at most 100 */
                "per-page"?: components["parameters"]["PerPage"];
                /** @description Initial letter of the title or name (accent-folded); '#' for names starting with a digit or sign */
                "filter-by"?: components["parameters"]["FilterBy"];
                /** @description Only entries with at least one edition */
                "has-editions"?: components["parameters"]["HasEditions"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of holding institutions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        holders: components["schemas"]["Holder"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    createHolder: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HolderInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolderEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getHolder: {
        parameters: {
            query?: {
                /**
                 * @description `jsonld` answers the record's linked data (see "Linked data" above), `json` the call's JSON.
                 *     Decides over the `Accept` header.
                 */
                format?: components["parameters"]["LinkedDataFormat"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The holder */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolderEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    updateHolder: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HolderInput"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolderEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteHolder: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listHolderCatalogues: {
        parameters: {
            query?: {
                /**
                 * @description Answer with a file to download instead of JSON (see "Exports" above): `csv`, `bibtex`, `ris`
                 *     or `csl-json`; `json` is the call's JSON. Decides over the `Accept` header.
                 */
                format?: components["parameters"]["Format"];
                page?: components["parameters"]["Page"];
                /** @description Entries per page, at most 100 */
                "per-page"?: components["parameters"]["PerPage"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RelatedCatalogues"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["ExportTooLarge"];
        };
    };
    listPlaces: {
        parameters: {
            query?: {
                name?: components["schemas"]["SearchText"];
                page?: components["parameters"]["Page"];
                /** @description Entries per page, at most 100 */
                "per-page"?: components["parameters"]["PerPage"];
                /** @description Comma list of publisher ids */
                publishers?: components["parameters"]["Publishers"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
                /** @description Initial letter of the title or name (accent-folded); '#' for names starting with a digit or sign */
                "filter-by"?: components["parameters"]["FilterBy"];
                /** @description Only entries with at least one edition */
                "has-editions"?: components["parameters"]["HasEditions"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of places */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        places: components["schemas"]["Place"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    createPlace: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    getPlace: {
        parameters: {
            query?: {
                /**
                 * @description `jsonld` answers the record's linked data (see "Linked data" above), `json` the call's JSON.
                 *     Decides over the `Accept` header.
                 */
                format?: components["parameters"]["LinkedDataFormat"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The place */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    updatePlace: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceInput"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deletePlace: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The place is used by editions (`error_to_delete_place_it_is_being_used`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    movePlaceEditions: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    placeId: components["schemas"]["Id"];
                    editions?: components["schemas"]["Id"][];
                };
            };
        };
        responses: {
            /** @description How many editions moved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        moved: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPlaceCatalogues: {
        parameters: {
            query?: {
                /**
                 * @description Answer with a file to download instead of JSON (see "Exports" above): `csv`, `bibtex`, `ris`
                 *     or `csl-json`; `json` is the call's JSON. Decides over the `Accept` header.
                 */
                format?: components["parameters"]["Format"];
                page?: components["parameters"]["Page"];
                /** @description Entries per page, at most 100 */
                "per-page"?: components["parameters"]["PerPage"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RelatedCatalogues"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["ExportTooLarge"];
        };
    };
    listPublishers: {
        parameters: {
            query?: {
                name?: components["schemas"]["SearchText"];
                page?: components["parameters"]["Page"];
                /** @description Entries per page, at most 100 */
                "per-page"?: components["parameters"]["PerPage"];
                /** @description Earliest edition year */
                "date-begin"?: components["parameters"]["DateBegin"];
                /** @description Latest edition year */
                "date-end"?: components["parameters"]["DateEnd"];
                /** @description How an edition's dated interval meets date-begin/date-end: `overlap` (default) keeps editions whose interval overlaps the range, `within` only those whose interval lies certainly inside it */
                "date-match"?: components["parameters"]["DateMatch"];
                /** @description Comma list of place ids */
                places?: components["parameters"]["Places"];
                /** @description Initial letter of the title or name (accent-folded); '#' for names starting with a digit or sign */
                "filter-by"?: components["parameters"]["FilterBy"];
                /** @description Only entries with at least one edition */
                "has-editions"?: components["parameters"]["HasEditions"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of publishers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publishers: components["schemas"]["Publisher"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    createPublisher: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublisherInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublisherEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPublisher: {
        parameters: {
            query?: {
                /**
                 * @description `jsonld` answers the record's linked data (see "Linked data" above), `json` the call's JSON.
                 *     Decides over the `Accept` header.
                 */
                format?: components["parameters"]["LinkedDataFormat"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The publisher, as the only element of `publisher` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublisherEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
        };
    };
    updatePublisher: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublisherInput"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublisherEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deletePublisher: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The publisher is used by editions (`error_to_delete_publisher_it_is_being_used`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPublisherCatalogues: {
        parameters: {
            query?: {
                /**
                 * @description Answer with a file to download instead of JSON (see "Exports" above): `csv`, `bibtex`, `ris`
                 *     or `csl-json`; `json` is the call's JSON. Decides over the `Accept` header.
                 */
                format?: components["parameters"]["Format"];
                page?: components["parameters"]["Page"];
                /** @description Entries per page, at most 100 */
                "per-page"?: components["parameters"]["PerPage"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["RelatedCatalogues"];
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["ExportTooLarge"];
        };
    };
    getPublisherTimeline: {
        parameters: {
            query?: {
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The publisher's timeline */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublisherTimeline"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getCatalogueTimeline: {
        parameters: {
            query?: {
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue's timeline */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogueTimeline"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    contextualSearch: {
        parameters: {
            query?: {
                /**
                 * @description Answer with a file to download instead of JSON (see "Exports" above): `csv`, `bibtex`, `ris`
                 *     or `csl-json`; `json` is the call's JSON. Decides over the `Accept` header.
                 */
                format?: components["parameters"]["Format"];
                page?: components["parameters"]["Page"];
                /** @description Entries per page, at most 100 */
                "per-page"?: components["parameters"]["PerPage"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContextualSearchRequest"];
            };
        };
        responses: {
            /** @description Results, or suggestions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContextualSearchResult"] | components["schemas"]["ContextualSuggestion"][];
                };
            };
            400: components["responses"]["BadRequest"];
            406: components["responses"]["NotAcceptable"];
            413: components["responses"]["ExportTooLarge"];
        };
    };
    catalogueStatistics: {
        parameters: {
            query?: {
                keyword?: components["schemas"]["SearchText"];
                /** @description Earliest edition year */
                "date-begin"?: components["parameters"]["DateBegin"];
                /** @description Latest edition year */
                "date-end"?: components["parameters"]["DateEnd"];
                /** @description How an edition's dated interval meets date-begin/date-end: `overlap` (default) keeps editions whose interval overlaps the range, `within` only those whose interval lies certainly inside it */
                "date-match"?: components["parameters"]["DateMatch"];
                /** @description Comma list of place ids */
                places?: components["parameters"]["Places"];
                /** @description Comma list of holder ids */
                holders?: components["parameters"]["Holders"];
                /** @description Comma list of publisher ids */
                publishers?: components["parameters"]["Publishers"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
                "illustrative-content"?: "all" | "with" | "without";
                "include-supplements"?: boolean;
                undated?: boolean;
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The three series */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Statistics"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    mapCatalogues: {
        parameters: {
            query?: {
                /** @description Earliest edition year */
                "date-begin"?: components["parameters"]["DateBegin"];
                /** @description Latest edition year */
                "date-end"?: components["parameters"]["DateEnd"];
                /** @description How an edition's dated interval meets date-begin/date-end: `overlap` (default) keeps editions whose interval overlaps the range, `within` only those whose interval lies certainly inside it */
                "date-match"?: components["parameters"]["DateMatch"];
                /** @description Comma list of place ids */
                places?: components["parameters"]["Places"];
                /** @description Comma list of holder ids */
                holders?: components["parameters"]["Holders"];
                /** @description Comma list of publisher ids */
                publishers?: components["parameters"]["Publishers"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
                "illustrative-content"?: "all" | "with" | "without";
                "include-supplements"?: boolean;
                undated?: boolean;
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The places, most catalogues first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MapPoints"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    mapPublishers: {
        parameters: {
            query?: {
                /** @description Earliest edition year */
                "date-begin"?: components["parameters"]["DateBegin"];
                /** @description Latest edition year */
                "date-end"?: components["parameters"]["DateEnd"];
                /** @description How an edition's dated interval meets date-begin/date-end: `overlap` (default) keeps editions whose interval overlaps the range, `within` only those whose interval lies certainly inside it */
                "date-match"?: components["parameters"]["DateMatch"];
                /** @description Comma list of place ids */
                places?: components["parameters"]["Places"];
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The places, most publishers first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MapPoints"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    searchGeonames: {
        parameters: {
            query: {
                q: string;
                maxRows?: number;
                startRow?: number;
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matches, most relevant and most populous first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalResultsCount: number;
                        geonames: components["schemas"]["GeoName"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getGeoname: {
        parameters: {
            query?: {
                /** @description Language prefix for place names (EN, DE, IT, ...); empty or absent answers names in every language */
                lang?: components["parameters"]["Lang"];
            };
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The place with its names per language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeoNameDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description A signed token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                        /** @description Seconds until the token expires */
                        expiresIn: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    reportClientError: {
        parameters: {
            query?: never;
            header?: {
                /** @description GUEST, ADMIN or USER; informational, never trusted */
                role?: components["parameters"]["RoleHeader"];
                /** @description The UI locale */
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    method?: string;
                    url?: string;
                    status?: number;
                    location?: string;
                };
            };
        };
        responses: {
            /** @description Logged */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server and its database answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                    };
                };
            };
        };
    };
    getLinkedDataContext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The context document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                };
            };
        };
    };
}
