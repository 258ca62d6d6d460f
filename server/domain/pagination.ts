import type { components } from '../../openapi/generated/catalogue';

export type Pagination = components['schemas']['Pagination'];

export interface PageRequest {
  page: number;
  perPage: number;
}

export const offsetOf = ({ page, perPage }: PageRequest) => (page - 1) * perPage;

export const paginationOf = (count: number, perPage: number): Pagination => ({
  count,
  pages: Math.ceil(count / perPage),
});
