// Generated from openapi/multimedia.yaml by `npm run gen:api`. Do not edit.
export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image (staff only) */
        post: operations["uploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stored image's description */
        get: operations["getMedia"];
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
        Media: {
            id: number;
            fileName: string | null;
            /** @enum {string} */
            mimeType: "image/jpeg" | "image/png" | "image/webp" | "image/tiff";
            size: number;
            width: number;
            height: number;
            sha256: string;
            /** @description A full-size JPEG rendering through IIIF */
            url: string;
            /** @description The IIIF Image API base URL (append /info.json) */
            iiif: string;
        };
    };
    responses: {
        /** @description `{ statusCode, error, message }` */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    statusCode: number;
                    error: string;
                    message: string | string[];
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    uploadMedia: {
        parameters: {
            query?: never;
            header?: {
                /** @description The original file name (percent-encoded or plain; control characters are dropped) */
                "file-name"?: string;
                role?: string;
                prefix_language?: string;
                "project-id"?: string;
                "project-name"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description The stored image */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Media"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            403: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
        };
    };
    getMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Media"];
                    };
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
}
