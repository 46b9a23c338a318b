import type { RequestHandler } from 'msw';
import { apiSuccessHandlers } from '@mocks/handlers/api';
import { catalogueHandlers } from '@mocks/handlers/catalogue';
import { searchIndex } from '@mocks/handlers/search';

/** Handlers every story, test and mock-mode page starts with: all data files, the search index and every API call succeeding. */
export const defaultHandlers: RequestHandler[] = [...catalogueHandlers, searchIndex.success(), ...apiSuccessHandlers];
