/**
 * This application's id in the translations service: the browser reads its texts and languages
 * under it, the server stores the default texts and built-in languages under it. The projects
 * contract (`openapi/projects.yaml`) gives the same number as the default `serviceId` of its inputs.
 */
export const translationServiceId = 8;
