// Generated from openapi/projects.yaml by `npm run gen:api`. Do not edit.
export interface paths {
    "/translations": {
        parameters: {
            query?: never;
            header?: {
                role?: components["parameters"]["RoleHeader"];
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update translations by id (all in one transaction) */
        put: operations["updateTranslations"];
        /** Create translations; an existing key in the same language and service is updated instead */
        post: operations["createTranslations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/translations/{locale}/services/{serviceId}": {
        parameters: {
            query?: never;
            header?: {
                role?: components["parameters"]["RoleHeader"];
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                locale: components["schemas"]["Prefix"];
                serviceId: components["parameters"]["ServiceIdPath"];
            };
            cookie?: never;
        };
        /** Every translation of the service in one language (case-insensitive prefix) */
        get: operations["listLocaleTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/translations/services/{serviceId}": {
        parameters: {
            query?: never;
            header?: {
                role?: components["parameters"]["RoleHeader"];
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                serviceId: components["parameters"]["ServiceIdPath"];
            };
            cookie?: never;
        };
        /**
         * The service's translations, filtered by key or language, or grouped by key
         * @description Without `groupBy`: a flat list, narrowed by `key` and `prefix` when given.
         *     With `groupBy=true`: `{ groups }`, every key once under its translation group, with its
         *     value in the `prefix` language (EN by default) and its values in every language.
         */
        get: operations["listServiceTranslations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/languages/services/{serviceId}": {
        parameters: {
            query?: never;
            header?: {
                role?: components["parameters"]["RoleHeader"];
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                serviceId: components["parameters"]["ServiceIdPath"];
            };
            cookie?: never;
        };
        /** The service's languages, built-in ones (EN, DE, IT) first */
        get: operations["listLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/languages": {
        parameters: {
            query?: never;
            header?: {
                role?: components["parameters"]["RoleHeader"];
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a language; its name is stored as the translation `title_language_{prefix}` in English */
        post: operations["createLanguage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/languages/{id}": {
        parameters: {
            query?: never;
            header?: {
                role?: components["parameters"]["RoleHeader"];
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        /** Rename a language (the prefix of a built-in language cannot change) */
        put: operations["updateLanguage"];
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
        Prefix: string;
        Error: {
            statusCode: number;
            error: string;
            message: string | string[];
        };
        Translation: {
            id: number;
            key: string;
            value: string;
            description: string | null;
            serviceId: number;
            /** @description Language prefix */
            prefix: string;
            /** @description The translation group shown to staff */
            group: string | null;
            /** @enum {string|null} */
            type: "image" | null;
            /** @description Stored on the server (always true here) */
            registered: boolean;
        };
        TranslationInput: {
            key: string;
            value: string;
            prefix: components["schemas"]["Prefix"];
            description?: string | null;
            /** @default 8 */
            serviceId: number;
            group?: string | null;
            /** @enum {string|null} */
            type?: "image" | null;
            /** @description Ignored (client-side flag) */
            registered?: boolean;
            /** @description Ignored on create */
            id?: number | null;
        };
        TranslationUpdate: {
            id: number;
            value: string;
            description?: string | null;
            /** @description Ignored (a key cannot be renamed) */
            key?: string;
            /** @description Ignored */
            prefix?: string;
            /** @description Ignored */
            serviceId?: number;
            /** @description Ignored */
            group?: string | null;
            /** @description Ignored */
            type?: string | null;
            /** @description Ignored */
            registered?: boolean;
        };
        GroupedTranslations: {
            prefix: string;
            groups: {
                name: string;
                translations: {
                    key: string;
                    description: string | null;
                    type: string | null;
                    /** @description The value in the requested language */
                    value: string | null;
                    /** @description Per language prefix: { id, value } */
                    values: {
                        [key: string]: {
                            id: number;
                            value: string;
                        };
                    };
                }[];
            }[];
        };
        Language: {
            id: number;
            name: string;
            prefix: string;
            serviceId: number;
            /** @description 'title_language_' and the prefix in lower case */
            key: string;
            builtIn: boolean;
        };
        LanguageInput: {
            name: string;
            prefix: components["schemas"]["Prefix"];
            /** @default 8 */
            serviceId: number;
        };
    };
    responses: {
        /** @description Invalid input */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid token */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not a staff account */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such entry */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The prefix is taken (`language_already_exists`) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        RoleHeader: string;
        LanguageHeader: string;
        ProjectIdHeader: string;
        ProjectNameHeader: string;
        ServiceIdPath: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    updateTranslations: {
        parameters: {
            query?: never;
            header?: {
                role?: components["parameters"]["RoleHeader"];
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TranslationUpdate"][];
            };
        };
        responses: {
            /** @description The updated translations, in request order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Translation"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createTranslations: {
        parameters: {
            query?: never;
            header?: {
                role?: components["parameters"]["RoleHeader"];
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TranslationInput"][];
            };
        };
        responses: {
            /** @description The stored translations, in request order */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Translation"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listLocaleTranslations: {
        parameters: {
            query?: never;
            header?: {
                role?: components["parameters"]["RoleHeader"];
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                locale: components["schemas"]["Prefix"];
                serviceId: components["parameters"]["ServiceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Translations ordered by key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Translation"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listServiceTranslations: {
        parameters: {
            query?: {
                groupBy?: boolean;
                prefix?: components["schemas"]["Prefix"];
                key?: string;
            };
            header?: {
                role?: components["parameters"]["RoleHeader"];
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                serviceId: components["parameters"]["ServiceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Translations, or translations grouped by key */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Translation"][] | components["schemas"]["GroupedTranslations"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listLanguages: {
        parameters: {
            query?: never;
            header?: {
                role?: components["parameters"]["RoleHeader"];
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                serviceId: components["parameters"]["ServiceIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Languages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Language"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    createLanguage: {
        parameters: {
            query?: never;
            header?: {
                role?: components["parameters"]["RoleHeader"];
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LanguageInput"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Language"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    updateLanguage: {
        parameters: {
            query?: never;
            header?: {
                role?: components["parameters"]["RoleHeader"];
                prefix_language?: components["parameters"]["LanguageHeader"];
                "project-id"?: components["parameters"]["ProjectIdHeader"];
                "project-name"?: components["parameters"]["ProjectNameHeader"];
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LanguageInput"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Language"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
}
